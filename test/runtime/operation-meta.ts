import type { OperationMeta } from "../../runtime/api.js";

/** A GET operation's metadata as a generated record has it, for tests that bind the runtime to a spec of their own. */
export const getOperation = (operationId: string, path: string, extra: Partial<OperationMeta> = {}): OperationMeta => ({
  operationId,
  method: "get",
  path,
  scopes: [],
  paginated: false,
  feed: false,
  legacy: false,
  limit: null,
  createsTaggedData: false,
  pagination: null,
  requestSchema: null,
  responseSchema: null,
  ...extra,
});
