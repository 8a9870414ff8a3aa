/**
 * The part of the vendor's TypeScript SDK (`@samsarahq/samsara`) that vendor-sdk.test.ts uses, typed here.
 *
 * The SDK's own declarations are about 4,000 files; a static import would make `npm run typecheck` parse them all
 * (a third of its time) for three calls. The module is loaded by a specifier tsc does not follow, and these
 * declarations, copied from the SDK's (version ^11.11), say what the test relies on.
 */
export interface VendorClientOptions {
  baseUrl: string;
  token: string;
  maxRetries: number;
  fetch: typeof fetch;
}

export interface VendorClient {
  vehicles: {
    /** A page that iterates over every item of every page. */
    list(request: { limit: number }): Promise<AsyncIterable<{ id: string }>>;
    get(request: { id: string }): Promise<unknown>;
  };
  drivers: {
    create(request: { name: string; username: string; password: string; tagIds: string[] }): Promise<{
      data?: { id?: string; name?: string; username?: string };
    }>;
  };
}

export interface VendorError extends Error {
  readonly statusCode?: number;
  readonly body?: unknown;
}

export interface VendorSdk {
  SamsaraClient: new (options: VendorClientOptions) => VendorClient;
  SamsaraError: abstract new (...args: never[]) => VendorError;
}

const VENDOR_SDK: string = "@samsarahq/samsara";

export function importVendorSdk(): Promise<VendorSdk> {
  return import(VENDOR_SDK) as Promise<VendorSdk>;
}
