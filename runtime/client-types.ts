import type { Client, FetchResponse, MaybeOptionalInit } from "openapi-fetch";
import type { RetryOptions } from "./retry-fetch.js";

export type Method = "get" | "put" | "post" | "delete" | "options" | "head" | "patch" | "trace";
type Media = `${string}/${string}`;

/** What a single call may set beyond openapi-fetch's options: it overrides the client's setting for that call. */
export interface CallOptions {
  /** `false` sends this call once; `RetryOptions` replace the client's for this call. */
  retry?: RetryOptions | false;
}

// openapi-fetch's own InitParam (not exported): the init argument is optional unless something in it is required.
type RequiredKeysOfHelper<T> = { [K in keyof T]: {} extends Pick<T, K> ? never : K }[keyof T];
type RequiredKeysOf<T> = RequiredKeysOfHelper<T> extends undefined ? never : RequiredKeysOfHelper<T>;
/** Keys of `Init` that neither openapi-fetch nor fleetkit knows become `never`: a misspelt option is a type error. */
type KnownKeysOnly<Init, Known> = { [K in Exclude<keyof Init, Known>]: never };
export type InitParam<Init, Known = keyof NonNullable<Init>> =
  RequiredKeysOf<Init> extends never
    ? [(Init & CallOptions & KnownKeysOnly<Init, Known | keyof CallOptions>)?]
    : [Init & CallOptions & KnownKeysOnly<Init, Known | keyof CallOptions>];

/** Only the success member of openapi-fetch's result: a non-2xx response throws `FleetApiError` instead. */
type Success<R> = Extract<R, { data: unknown }>;

/**
 * The paths of a spec with an operation for method `M`. openapi-fetch's `ClientPathsWithMethod<Client<Paths>, M>` gives
 * the same, but its `Client<any, any>` constraint makes TypeScript measure the variance of openapi-fetch's whole client
 * type: in a generated project checked with `skipLibCheck`, half of the type instantiations and about a second.
 */
export type PathsWith<Paths extends {}, M extends Method> = {
  [P in keyof Paths]: Paths[P] extends { [K in M]: any } ? P : never;
}[keyof Paths];
/** The operation object at a path and method (dropping the `undefined` of the optional method keys). */
type OperationOf<Paths, P extends keyof Paths, M extends Method> = Extract<
  Paths[P][M & keyof Paths[P]],
  Record<string | number, any>
>;
/** The `init` of a call: query, path parameters, body, headers, signal… as typed by the spec. */
export type CallInit<Paths extends {}, P extends keyof Paths, M extends Method> = MaybeOptionalInit<
  Paths[P],
  M & keyof Paths[P]
>;
/** What a call resolves to: `{ data, response }`, `data` typed from the 2xx response. */
export type CallResult<Paths extends {}, P extends keyof Paths, M extends Method, I> = Promise<
  Success<FetchResponse<OperationOf<Paths, P, M>, I, Media>>
>;

/**
 * The type of a call's path argument: the path itself when the spec has an `M` operation there, else an object type
 * whose one key names it, which is what TypeScript prints for a typo: `Argument of type 'string' is not assignable to
 * parameter of type '{ "/fleet/vehicels is not a path of the spec with a GET operation": never; }'` (it
 * said "Expected 2 arguments, but got 1", the init of some other path being required). An object, not a sentence as a
 * string literal type: the editor would offer that sentence among the paths it completes.
 */
type PathArg<Paths extends {}, M extends Method, P> =
  P extends PathsWith<Paths, M>
    ? P
    : { [Error in `${P & string} is not a path of the spec with a ${Uppercase<M>} operation`]: never };
// `string & {}` lets any string in, so a typo is reported on the path, and keeps the spec's paths as completions.
export type FleetMethod<Paths extends {}, M extends Method> = <
  P extends PathsWith<Paths, M> | (string & {}),
  I extends CallInit<Paths, P & PathsWith<Paths, M>, M>,
>(
  url: PathArg<Paths, M, P>,
  ...init: InitParam<I, keyof NonNullable<CallInit<Paths, P & PathsWith<Paths, M>, M>>>
) => CallResult<Paths, P & PathsWith<Paths, M>, M, I>;

type FleetRequestMethod<Paths extends {}> = <
  M extends Method,
  P extends PathsWith<Paths, M>,
  I extends CallInit<Paths, P, M>,
>(
  method: M,
  url: P,
  ...init: InitParam<I, keyof NonNullable<CallInit<Paths, P, M>>>
) => CallResult<Paths, P, M, I>;

/**
 * openapi-fetch's client typed by a spec's `paths`. The differences: a non-2xx response throws `FleetApiError`, so a
 * result always has `data` (typed from the 2xx response) and never `error`; and each call may override `retry`.
 */
export interface FleetClient<Paths extends {} = {}> extends Omit<Client<Paths>, Uppercase<Method> | "request"> {
  GET: FleetMethod<Paths, "get">;
  PUT: FleetMethod<Paths, "put">;
  POST: FleetMethod<Paths, "post">;
  DELETE: FleetMethod<Paths, "delete">;
  OPTIONS: FleetMethod<Paths, "options">;
  HEAD: FleetMethod<Paths, "head">;
  PATCH: FleetMethod<Paths, "patch">;
  TRACE: FleetMethod<Paths, "trace">;
  request: FleetRequestMethod<Paths>;
}

/** Only a type: what tells a lean client's type apart (no value has it). */
declare const leanClientOf: unique symbol;

/**
 * A client made by a generated module's `createLeanClient`: it serves that spec's operation functions (each brings its
 * own metadata) and takes middleware, but holds no table of the spec's operations, so it has no methods by path.
 */
export interface LeanClient<Paths extends {} = {}> extends Pick<Client<Paths>, "use" | "eject"> {
  /** The spec whose operation functions it serves; only in the type. */
  readonly [leanClientOf]: Paths;
}

/** What an operation function takes: a client of either kind. */
export type OperationClient<Paths extends {} = {}> = FleetClient<Paths> | LeanClient<Paths>;

/** The rest parameters of a generated operation function: `[init?]`, required when the spec requires something in it. */
export type OperationArgs<Paths extends {}, P extends keyof Paths, M extends Method, I> = InitParam<
  I,
  keyof NonNullable<CallInit<Paths, P, M>>
>;

/**
 * A generated operation function: `(client, init?)` with the `init` of `client.METHOD(path, init)`, returning the same
 * result. One alias instead of a generic signature per function: a 1,200-operation module declares 1,200 of them,
 * and TypeScript checks an alias only where a function is called (11 s of `tsc` on GitHub's description, now 0.5 s).
 */
export type OperationFunction<Paths extends {}, P extends keyof Paths, M extends Method> = <
  I extends CallInit<Paths, P, M>,
>(
  client: OperationClient<Paths>,
  ...init: OperationArgs<Paths, P, M, I>
) => CallResult<Paths, P, M, I>;
