/**
 * The `// @ts-nocheck` lines of four generated files: `tsc` reads their types where they are used and spends nothing on
 * checking the files again. Each export of them is typed by its own annotation (or is `as const` data), so a user's
 * code that uses one is checked against that type as before. The suite's type checks read all four without the line
 * (test/support/type-check.ts), so a mistake of the generator in any of them is still an error there
 * (test/generator/generated-nocheck.test.ts), and `generate --check` refuses a generated file edited by hand.
 * - operations.ts is data: `as const` records, and an interface of their types. Checking it related each record to its
 *   widened copy (an extra type for each record and each object in it: on GitHub's description 2,500 types and 14 MB
 *   of the user's `tsc`).
 * - operation-functions.ts is one alias per operation, `operationFunctionOf<path, method>(record)`. Checking it
 *   resolved every call (on GitHub's description 3,700 type instantiations, 5 MB and a tenth of a second of `tsc`);
 *   a function's type is worked out, and checked, where the user's code calls it.
 * - index.ts is the glue between the runtime and the records: checking it worked out the type of every record (the
 *   `operations` table it passes to `defineApi`, `paginate`'s and `scopesFor`'s types) and related each to
 *   `OperationMeta`, in every build, whether or not the code used them: on GitHub's description 0.17 s of a 2.5 s
 *   `tsc`. Now those types are worked out where the user's code uses them (`paginate`, `scopesFor`, `OperationAt`).
 *   What a user's `tsc` no longer reports is a record of operations.ts that breaks `OperationMeta`: a mistake of the
 *   generator, which the suite's checks report, or an edit by hand, which `generate --check` reports.
 * - validators.ts is one type guard per component schema and the typed front of the compiled validators: checking it
 *   resolved every guard's body (on GitHub's description 970 guards, 0.2 s of `tsc`); each guard's type is its
 *   annotation, `(value: unknown) => value is Schema`.
 */
export const NOCHECK = {
  operations: "// @ts-nocheck -- data, typed where it is used (the suite checks it against OperationMeta)\n",
  functions: "// @ts-nocheck -- one alias per operation, each typed and checked where it is called\n",
  index: "// @ts-nocheck -- glue: each export is typed by its annotation and checked where it is used\n",
  validators: "// @ts-nocheck -- one guard per schema: each is typed by its annotation and checked where it is used\n",
} as const;
