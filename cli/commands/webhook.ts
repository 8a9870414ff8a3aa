import {
  DEFAULT_TOLERANCE_SECONDS,
  WebhookConfigError,
  WebhookVerificationError,
  createAlert,
  createPing,
  deliverWebhook,
  MAX_DELIVERY_ATTEMPTS,
  signWebhook,
  verifyWebhook,
} from "../../entries/webhooks.js";
import { decodeSecret } from "../../runtime/webhooks/secret.js";
import { EXIT, UsageError, atMostPositionals, integerOption, parse, readBody, type Io } from "../io.js";
import { describeNetworkFailure } from "../network-failure.js";
import { attemptLine, configErrorInFlags, verificationFailureInFlags } from "../webhook-words.js";

export const WEBHOOK_USAGE = `Usage:
  fleetkit webhook sign --secret S [--timestamp T] [BODYFILE|-]
  fleetkit webhook verify --secret S --timestamp T --signature SIG [--tolerance SECONDS] [BODYFILE|-]
  fleetkit webhook send --url URL --secret S [--type ping|alert] [--header NAME:VALUE]... [--max-attempts N]
                        [--org-id ID] [--allow-insecure-loopback]

  sign     prints the X-Service-Timestamp and X-Service-Signature headers for the body (file, or stdin)
  verify   checks a delivery's signature and payload; exit 0 when valid, 1 with the reason otherwise
           (--tolerance defaults to 300 seconds; 0 accepts any timestamp, for replaying old deliveries)
  send     delivers a fresh Ping or geofence Alert like the service does (signed, up to 5 attempts with
           exponential backoff, redirects not followed) and prints each attempt

  --secret S   the webhook's Base64 secret key; or set FLEETKIT_WEBHOOK_SECRET to keep it out of ps`;

function secretFrom(value: string | undefined): string {
  const secret = value ?? process.env.FLEETKIT_WEBHOOK_SECRET;
  if (secret === undefined) throw new UsageError("--secret is required (or set FLEETKIT_WEBHOOK_SECRET)");
  // Checked here, so a bad secret is named by where it came from rather than by the library's option name.
  decodeSecret(secret, value === undefined ? "FLEETKIT_WEBHOOK_SECRET" : "--secret");
  return secret;
}

const HELP = { help: { type: "boolean", short: "h" } } as const;

async function sign(args: string[], io: Io): Promise<number> {
  const { values, positionals } = parse(args, { ...HELP, secret: { type: "string" }, timestamp: { type: "string" } });
  if (values.help) return usage(io);
  atMostPositionals(positionals, 1, "one BODYFILE or - for standard input");
  if (values.timestamp !== undefined && !/^[0-9]+$/.test(values.timestamp))
    throw new UsageError(`--timestamp must be whole Unix seconds (digits only), got "${values.timestamp}"`);
  const signed = signWebhook({
    secret: secretFrom(values.secret),
    body: await readBody(io, positionals[0]),
    timestamp: values.timestamp,
  });
  io.out(`X-Service-Timestamp: ${signed.timestamp}`);
  io.out(`X-Service-Signature: ${signed.signature}`);
  return EXIT.ok;
}

async function verify(args: string[], io: Io): Promise<number> {
  const { values, positionals } = parse(args, {
    ...HELP,
    secret: { type: "string" },
    timestamp: { type: "string" },
    signature: { type: "string" },
    tolerance: { type: "string" },
  });
  if (values.help) return usage(io);
  atMostPositionals(positionals, 1, "one BODYFILE or - for standard input");
  if (values.timestamp === undefined)
    throw new UsageError("--timestamp is required (the X-Service-Timestamp header of the delivery)");
  if (values.signature === undefined)
    throw new UsageError("--signature is required (the X-Service-Signature header of the delivery)");
  const toleranceSeconds = integerOption("--tolerance", values.tolerance, 0, Number.MAX_SAFE_INTEGER);
  try {
    const notification = verifyWebhook({
      secret: secretFrom(values.secret),
      headers: { "X-Service-Timestamp": values.timestamp, "X-Service-Signature": values.signature },
      body: await readBody(io, positionals[0]),
      toleranceSeconds,
    });
    const about = notification.eventType === "Alert" ? ` (${notification.event.alertConditionId})` : "";
    io.out(`valid: ${notification.eventType} notification ${notification.eventId}${about}`);
    return EXIT.ok;
  } catch (error) {
    if (!(error instanceof WebhookVerificationError)) throw error;
    const flags = {
      timestamp: values.timestamp,
      signature: values.signature,
      tolerance: toleranceSeconds,
      defaultTolerance: DEFAULT_TOLERANCE_SECONDS,
    };
    io.err(`invalid (${error.code}): ${verificationFailureInFlags(error, flags, Date.now())}`);
    return EXIT.failed;
  }
}

function headerPairs(raw: string[] = []): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const pair of raw) {
    const colon = pair.indexOf(":");
    if (colon <= 0) throw new UsageError(`--header must be NAME:VALUE, got "${pair}"`);
    headers[pair.slice(0, colon).trim()] = pair.slice(colon + 1).trim();
  }
  return headers;
}

async function send(args: string[], io: Io): Promise<number> {
  const { values } = parse(
    args,
    {
      ...HELP,
      url: { type: "string" },
      secret: { type: "string" },
      type: { type: "string", default: "ping" },
      header: { type: "string", multiple: true },
      "max-attempts": { type: "string" },
      "org-id": { type: "string" },
      "allow-insecure-loopback": { type: "boolean" },
    },
    false,
  );
  if (values.help) return usage(io);
  if (!values.url) throw new UsageError("--url is required");
  if (values.type !== "ping" && values.type !== "alert")
    throw new UsageError(`--type must be ping or alert, got "${values.type}"`);
  const notification = values.type === "ping" ? createPing() : createAlert();
  const maxAttempts =
    integerOption("--max-attempts", values["max-attempts"], 1, MAX_DELIVERY_ATTEMPTS) ?? MAX_DELIVERY_ATTEMPTS;
  let announced = false;
  const report = await deliverWebhook({
    url: values.url,
    secret: secretFrom(values.secret),
    notification,
    customHeaders: headerPairs(values.header),
    maxAttempts,
    orgId: values["org-id"],
    allowInsecureLoopback: values["allow-insecure-loopback"] ?? false,
    // Announced on the first attempt: deliverWebhook has checked every option by then.
    fetch: async (input, init) => {
      if (!announced)
        io.out(
          `Sending ${notification.eventType} notification ${notification.eventId} to ${values.url} (at most ${maxAttempts} attempt${maxAttempts > 1 ? "s" : ""})`,
        );
      announced = true;
      try {
        return await fetch(input, init);
      } catch (error) {
        const line = describeNetworkFailure(error, values.url!);
        throw line === undefined ? error : new Error(line);
      }
    },
    onAttempt: (a) => io.out(attemptLine(a)),
  }).catch((error: unknown) => {
    throw error instanceof WebhookConfigError
      ? configErrorInFlags(error, { url: values.url, allowInsecureLoopback: values["allow-insecure-loopback"] })
      : error;
  });
  io.out(report.delivered ? "delivered" : `not delivered after ${report.attempts.length} attempt(s)`);
  return report.delivered ? EXIT.ok : EXIT.failed;
}

function usage(io: Io): number {
  io.out(WEBHOOK_USAGE);
  return EXIT.ok;
}

export async function webhookCommand(args: string[], io: Io): Promise<number> {
  const [sub, ...rest] = args;
  if (sub === "--help" || sub === "-h" || sub === "help") return usage(io);
  if (sub === undefined) {
    io.err(WEBHOOK_USAGE);
    return EXIT.usage;
  }
  try {
    if (sub === "sign") return await sign(rest, io);
    if (sub === "verify") return await verify(rest, io);
    if (sub === "send") return await send(rest, io);
    throw new UsageError(`unknown webhook command "${sub}" (expected sign, verify or send)`);
  } catch (error) {
    // Configuration mistakes (a bad secret, an http:// URL, 6 custom headers) are the user's to fix.
    if (error instanceof WebhookConfigError) {
      io.err(`fleetkit webhook ${sub}: ${error.message}`);
      return EXIT.usage;
    }
    throw error;
  }
}
