/**
 * The `// @ts-nocheck` lines of two generated files: `tsc` reads their types where they are used and spends nothing on
 * checking the files again. The suite's type checks read both without the line (test/support/type-check.ts), so a
 * mistake of the generator in either is still an error there (test/generator/generated-nocheck.test.ts).
 * - operations.ts is data: `as const` records, and an interface of their types. Checking it related each record to its
 *   widened copy (an extra type for each record and each object in it: on GitHub's description 2,500 types and 14 MB
 *   of the user's `tsc`) and found nothing its users do not: index.ts relates every record to `OperationMeta` where it
 *   passes them to `defineApi`.
 * - operation-functions.ts is one alias per operation, `operationFunctionOf<path, method>(record)`. Checking it
 *   resolved every call (on GitHub's description 3,700 type instantiations, 5 MB and a tenth of a second of `tsc`);
 *   a function's type is worked out, and checked, where the user's code calls it.
 */
export const NOCHECK = {
  operations: "// @ts-nocheck -- data, checked against OperationMeta where index.ts passes it to defineApi\n",
  functions: "// @ts-nocheck -- one alias per operation, each typed and checked where it is called\n",
} as const;
