// Run by redirect.test.ts in a child process whose NODE_EXTRA_CA_CERTS trusts the test's self-signed certificate (Node's
// fetch reads it at start-up only): makes each call with the default transport and prints, as one JSON line, what
// each gave.
import { inspect } from "node:util";
import { createFleetClient, FleetError } from "../../generated/index.js";

export interface RedirectCall {
  scenario: string;
  method: "GET" | "POST";
  path: string;
  body?: unknown;
}

export interface RedirectOutcome {
  scenario: string;
  status?: number;
  error?: {
    name: string;
    isFleetError: boolean;
    message: string;
    location?: string;
    status?: number;
    showsToken: boolean;
  };
}

const { baseUrl, token, calls } = JSON.parse(process.argv[2]!) as {
  baseUrl: string;
  token: string;
  calls: RedirectCall[];
};
const fleet = createFleetClient({ baseUrl, token, retry: false, timeoutMs: 10_000 });
const outcomes: RedirectOutcome[] = [];
for (const call of calls) {
  const init = { headers: { "x-scenario": call.scenario }, ...(call.body !== undefined && { body: call.body }) };
  try {
    const { response } = await (fleet[call.method] as (path: string, init: unknown) => Promise<{ response: Response }>)(
      call.path,
      init,
    );
    outcomes.push({ scenario: call.scenario, status: response.status });
  } catch (error) {
    const e = error as Error & { location?: string; status?: number };
    const everything = `${String(e)}\n${e.stack}\n${JSON.stringify(e)}\n${inspect(e, { showHidden: true, depth: 10 })}`;
    outcomes.push({
      scenario: call.scenario,
      error: {
        name: e.name,
        isFleetError: e instanceof FleetError,
        message: e.message,
        location: e.location,
        status: e.status,
        showsToken: everything.includes(token),
      },
    });
  }
}
console.log(JSON.stringify(outcomes));
