/**
 * `fleetkit/testing`: a local mock of the fleet API, vitest matchers and payload builders. Importing it does not
 * load vitest; the matchers are added with `installMatchers(expect)` or `expect.extend(fleetkitMatchers)`.
 */
export { createMock, listenMock, startMockServer } from "./mock/server.js";
export type {
  ListenOptions,
  ListRecordsOptions,
  Mock,
  MockOptions,
  MockServer,
  MockServerOptions,
  MockStage,
} from "./mock/server.js";
export type { MockClock } from "./mock/clock.js";
export type {
  ScopeUsageOperation,
  ScopeUsagePlan,
  ScopeUsageToken,
} from "./mock/usage-record.js";
export { recordScopeUsage, writeScopeUsage } from "./scope-usage.js";
export type { RecordScopeUsageOptions } from "./scope-usage.js";
export { createDriftRecorder, recordDrift } from "./drift-recorder.js";
export type { DriftRecorder, DriftRecording, RecordDriftOptions, RecordedProblem } from "./drift-recorder.js";
export type { MockApiToken, MockScope, MockTokenInput } from "./mock/tokens.js";
export type { MockOAuth, MockOAuthAppInput, MockOAuthRequest } from "./mock/oauth-server.js";
export type { MockDelivery, MockWebhook, RegisterWebhookInput, TriggerOptions } from "./mock/mock-webhooks.js";
export { DEFAULT_WEBHOOK_VERSION, MOCK_ORG_ID } from "./mock/mock-webhooks.js";
export type {
  MockAddress,
  MockAssignment,
  MockDataOptions,
  MockDriver,
  MockInput,
  MockTag,
  MockVehicle,
} from "./mock/fleet-data.js";
export type { MockObject } from "./mock/legacy-data.js";
export { COLLECTION_NAMES } from "./mock/store.js";
export type { CollectionName, MockRecords } from "./mock/store.js";
export { CURSOR_LIFETIME_MS } from "./mock/cursors.js";
export type { MockErrorBody, MockErrorCode } from "./mock/errors.js";
export { MOCK_ERROR_HEADER } from "./mock/errors.js";
export { MAX_JSON_DEPTH } from "./mock/http.js";
export { MAX_CLOCK_MS } from "./mock/clock.js";
export { CONTROL_PREFIX } from "./mock/control-api.js";

export { fleetkitMatchers, installMatchers } from "./matchers.js";
export type {
  FleetkitMatchers,
  InstallMatchersOptions,
  OperationResponses,
  RecordedWebhookRequest,
  ResponseLike,
  SchemaValidate,
  SignedWebhookOptions,
  WebhookRequestLike,
} from "./matchers.js";

export { buildDriverCreateRequest, buildListEnvelope, buildSignedDelivery, buildVehicle } from "./builders.js";
export type { ListEnvelopeOf, SignedDelivery, SignedDeliveryOptions } from "./builders.js";
