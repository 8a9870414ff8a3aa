/**
 * fleetkit's release version, equal to package.json's "version" (test/webhooks/version.test.ts
 * fails when a release bumps one without the other). A constant rather than a read of
 * package.json at run time, which would need a JSON import or a file read from dist/.
 */
export const FLEETKIT_VERSION = "0.1.0";
