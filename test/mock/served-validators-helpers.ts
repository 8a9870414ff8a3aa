// What served-validators-pieces.test.ts and served-validators-published.test.ts share: a spec's validators compiled
// from the pieces a schema reaches, compared with those compiled from the whole document on probes of each schema.
import { sample } from "openapi-sampler";
import { expect } from "vitest";
import type { ErrorObject } from "ajv";
import { servedValidators, type ServedSpec } from "../../testing/mock/served-spec.js";

type Json = Record<string, any>;

/** What a validator says about a value: valid, or its errors by place and keyword (ajv's order). */
export function verdict(validate: ReturnType<ReturnType<typeof servedValidators>>, value: unknown) {
  const valid = validate(value);
  return {
    valid,
    errors: (validate.errors ?? []).map((e: ErrorObject) => `${e.instancePath} ${e.keyword} ${e.schemaPath}`),
  };
}

/** Values around a schema's sample: the sample, without each required property, each property of the wrong type. */
function probes(spec: ServedSpec, pointer: string): unknown[] {
  const schema = spec.resolve(pointer);
  let base: unknown;
  try {
    base = sample(schema as object, { skipReadOnly: false, skipWriteOnly: false }, spec.document as object);
  } catch {
    base = {};
  }
  const values: unknown[] = [base, null, {}, [], "text", 7];
  const item = Array.isArray(base) ? base[0] : base;
  if (item !== null && typeof item === "object" && !Array.isArray(item))
    for (const key of Object.keys(item)) {
      const without = { ...(item as Json) };
      delete without[key];
      values.push(without, { ...(item as Json), [key]: { wrong: [key] } }, Array.isArray(base) ? [without] : without);
    }
  return values;
}

/** Every schema pointer an operation's checks compile: parameters, request body, success answer. */
function pointersOf(
  spec: ServedSpec,
  keep: (index: number) => boolean,
): { pointer: string; usage: "request" | "response" }[] {
  return spec.operations
    .filter((_, i) => keep(i))
    .flatMap((o) => [
      ...o.parameters.filter((p) => p.schema !== null).map((p) => ({ pointer: p.schema!, usage: "request" as const })),
      ...(o.body?.media?.schema ? [{ pointer: o.body.media.schema, usage: "request" as const }] : []),
      ...(o.success?.media?.schema ? [{ pointer: o.success.media.schema, usage: "response" as const }] : []),
    ]);
}

export function expectSameVerdicts(spec: ServedSpec, keep: (index: number) => boolean): number {
  const pieces = servedValidators(spec.document);
  const whole = servedValidators(spec.document, { wholeDocument: true });
  let checked = 0;
  for (const { pointer, usage } of pointersOf(spec, keep)) {
    const fromPieces = pieces(pointer, usage);
    const fromWhole = whole(pointer, usage);
    for (const value of probes(spec, pointer)) {
      expect(verdict(fromPieces, value), `${usage} ${pointer} on ${JSON.stringify(value).slice(0, 200)}`).toEqual(
        verdict(fromWhole, value),
      );
      checked++;
    }
  }
  return checked;
}
