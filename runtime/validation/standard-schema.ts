/*
 * The Standard Schema v1 interface (https://standardschema.dev), copied as its authors recommend for libraries that
 * implement it: fleetkit then needs `@standard-schema/spec` neither at run time nor for its types.
 * test/generator/standard-schema.test.ts checks this copy against the package's own.
 */

/** A schema any Standard Schema consumer accepts (tRPC, Hono's `sValidator`, TanStack Form…). */
export interface StandardSchemaV1<Input = unknown, Output = Input> {
  readonly "~standard": StandardSchemaV1.Props<Input, Output>;
}

export declare namespace StandardSchemaV1 {
  export interface Props<Input = unknown, Output = Input> {
    readonly version: 1;
    readonly vendor: string;
    readonly validate: (value: unknown, options?: Options | undefined) => Result<Output> | Promise<Result<Output>>;
    /** Declared for type inference only: absent at run time. */
    readonly types?: Types<Input, Output> | undefined;
  }
  export type Result<Output> = SuccessResult<Output> | FailureResult;
  export interface SuccessResult<Output> {
    readonly value: Output;
    readonly issues?: undefined;
  }
  export interface Options {
    readonly libraryOptions?: Record<string, unknown> | undefined;
  }
  export interface FailureResult {
    readonly issues: ReadonlyArray<Issue>;
  }
  export interface Issue {
    readonly message: string;
    readonly path?: ReadonlyArray<PropertyKey | PathSegment> | undefined;
  }
  export interface PathSegment {
    readonly key: PropertyKey;
  }
  export interface Types<Input = unknown, Output = Input> {
    readonly input: Input;
    readonly output: Output;
  }
  export type InferInput<Schema extends StandardSchemaV1> = NonNullable<Schema["~standard"]["types"]>["input"];
  export type InferOutput<Schema extends StandardSchemaV1> = NonNullable<Schema["~standard"]["types"]>["output"];
}

const ARRAY_INDEX = /^(?:0|[1-9]\d*)$/;

/**
 * A JSON pointer into `value` as a Standard Schema path: each reference token unescaped, and a number where it indexes
 * an array. The value is walked because the pointer alone cannot tell an index from an object key such as "0".
 */
export function pointerToPath(pointer: string, value: unknown): PropertyKey[] {
  if (pointer === "") return [];
  const path: PropertyKey[] = [];
  let node: unknown = value;
  for (const token of pointer.slice(1).split("/")) {
    const key = token.replace(/~1/g, "/").replace(/~0/g, "~");
    if (Array.isArray(node) && ARRAY_INDEX.test(key)) {
      path.push(Number(key));
      node = node[Number(key)];
    } else {
      path.push(key);
      node = typeof node === "object" && node !== null && Object.hasOwn(node, key) ? (node as never)[key] : undefined;
    }
  }
  return path;
}
