import { describe, expect, test } from "vitest";
import { checkBaseUrl, isLoopbackHost } from "../../runtime/base-url.js";
import { createFleetClient } from "../../generated/index.js";
import { InsecureBaseUrlError } from "../../runtime/errors.js";

describe("checkBaseUrl accepts", () => {
  test.each([
    ["https", "https://api.example.com", false, "https://api.example.com"],
    ["https with a path and trailing slash", "https://api.example.com/v2/", false, "https://api.example.com/v2"],
    ["http localhost with the flag", "http://localhost:8080", true, "http://localhost:8080"],
    ["http 127.0.0.1 with the flag", "http://127.0.0.1:3000", true, "http://127.0.0.1:3000"],
    ["http anywhere in 127.0.0.0/8", "http://127.255.10.1", true, "http://127.255.10.1"],
    ["http 127.1 (normalised by URL)", "http://127.1:9", true, "http://127.0.0.1:9"],
    ["http 0x7f000001 (normalised by URL)", "http://0x7f000001", true, "http://127.0.0.1"],
    ["http [::1] with the flag", "http://[::1]:4000", true, "http://[::1]:4000"],
    ["http [0:0:0:0:0:0:0:1] (normalised)", "http://[0:0:0:0:0:0:0:1]", true, "http://[::1]"],
  ])("%s", (_name, given, allow, want) => {
    expect(checkBaseUrl(given, allow)).toBe(want);
  });
});

describe("checkBaseUrl refuses", () => {
  test.each([
    [
      "http to a public host",
      "http://api.example.com",
      false,
      InsecureBaseUrlError,
      /must be called over https: .*use https:\/\/api\.example\.com/,
    ],
    [
      "http to a public host even with the flag",
      "http://api.example.com",
      true,
      InsecureBaseUrlError,
      /covers only localhost/,
    ],
    [
      "http loopback without the flag",
      "http://127.0.0.1:3000",
      false,
      InsecureBaseUrlError,
      /allowInsecureLoopback: true/,
    ],
    ["http localhost without the flag", "http://localhost", false, InsecureBaseUrlError, /allowInsecureLoopback: true/],
    ["http 128.0.0.1 (outside 127/8)", "http://128.0.0.1", true, InsecureBaseUrlError, /https/],
    ["http localhost.evil.example", "http://localhost.evil.example", true, InsecureBaseUrlError, /https/],
    ["http 127.0.0.1.nip.io", "http://127.0.0.1.nip.io", true, InsecureBaseUrlError, /https/],
    ["http IPv4-mapped IPv6", "http://[::ffff:127.0.0.1]", true, InsecureBaseUrlError, /https/],
    ["ws:", "ws://localhost", true, InsecureBaseUrlError, /uses ws:/],
    ["ftp:", "ftp://api.example.com", false, InsecureBaseUrlError, /uses ftp:/],
    ["not a URL", "api.example.com", false, TypeError, /not an absolute URL/],
    ["credentials in the URL", "https://user:secret@api.example.com", false, TypeError, /must not contain credentials/],
    ["a query string", "https://api.example.com/?x=1", false, TypeError, /query string/],
  ])("%s", (_name, given, allow, errorClass, message) => {
    expect(() => checkBaseUrl(given, allow)).toThrow(errorClass);
    expect(() => checkBaseUrl(given, allow)).toThrow(message);
  });

  test("credentials are not repeated in the message", () => {
    expect(() => checkBaseUrl("https://user:hunter2@api.example.com")).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining("hunter2") }),
    );
  });
});

test("isLoopbackHost takes URL-normalised hostnames only", () => {
  expect(["localhost", "127.0.0.1", "127.1.2.3", "[::1]"].every(isLoopbackHost)).toBe(true);
  expect(["127.0.0.1.example", "localhost.", "::1", "[::2]", "10.0.0.1", "0.0.0.0"].some(isLoopbackHost)).toBe(false);
});

test("createFleetClient refuses an http base URL at creation", () => {
  expect(() => createFleetClient({ baseUrl: "http://api.example.com", token: "t" })).toThrow(InsecureBaseUrlError);
  expect(() => createFleetClient({ baseUrl: "http://127.0.0.1:1", token: "t" })).toThrow(/allowInsecureLoopback/);
  expect(() =>
    createFleetClient({ baseUrl: "http://127.0.0.1:1", token: "t", allowInsecureLoopback: true }),
  ).not.toThrow();
});
