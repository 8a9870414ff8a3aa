import type { IncomingHttpHeaders } from "node:http";

/** Header names of a delivery (reference 6.3). HTTP header names are case-insensitive. */
export const WEBHOOK_HEADERS = {
  timestamp: "X-Service-Timestamp",
  signature: "X-Service-Signature",
  requestId: "X-Service-Request",
  orgId: "X-Service-Org-Id",
  eventType: "X-Service-Event-Type",
  userAgent: "User-Agent",
  contentType: "Content-Type",
} as const;

type PlainHeaderValue = string | readonly string[] | undefined;

/** Anything a framework hands over as request headers. */
export type WebhookHeaders = Headers | IncomingHttpHeaders | Readonly<Record<string, PlainHeaderValue>>;

function isFetchHeaders(headers: WebhookHeaders): headers is Headers {
  return typeof (headers as Headers).get === "function";
}

/**
 * Every value sent under `name`, in order; [] when absent. A plain object may spell the same
 * header in two casings (it is not a real header map), so all matching keys are collected
 * rather than trusting whichever one happens to come first.
 */
export function getHeaderValues(headers: WebhookHeaders, name: string): string[] {
  if (isFetchHeaders(headers)) {
    const value = headers.get(name);
    return value === null ? [] : [value];
  }
  const wanted = name.toLowerCase();
  const values: string[] = [];
  const record = headers as Readonly<Record<string, PlainHeaderValue>>;
  for (const key in record) {
    if (key.length !== wanted.length || key.toLowerCase() !== wanted || !Object.hasOwn(record, key)) continue;
    const value = record[key];
    if (typeof value === "string") values.push(value);
    else if (Array.isArray(value)) values.push(...value.filter((v): v is string => typeof v === "string"));
  }
  return values;
}
