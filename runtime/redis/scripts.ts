import { createHash } from "node:crypto";

// The store's Lua scripts. Each runs atomically in Redis, so nothing can expire or change between its reads and its
// writes. KEYS[1] is a notification's key, KEYS[2] the store's marker: a hash { id, seq } that says which state of
// Redis the store works with (see state-lost-error.ts). `seq` counts the store's writes (claims and completions) and
// is written in the same script as they are, so a Redis that comes back without a write also comes back with a lower
// count.

/** Creates the marker when it is missing (a first use of this Redis and prefix); answers { id, seq }. */
const MARKER_SCRIPT = `if redis.call("HSETNX", KEYS[1], "id", ARGV[1]) == 1 then redis.call("HSET", KEYS[1], "seq", "0") end
return {redis.call("HGET", KEYS[1], "id"), redis.call("HGET", KEYS[1], "seq") or "0"}`;

/**
 * Claims KEYS[1] with the claim token ARGV[1] for ARGV[2] ms when it is free, else answers what it holds; refuses
 * ("lost", "rolled_back") when the marker is not the one the store knows (ARGV[3]) or counts fewer writes than the
 * store has seen (ARGV[4]). Answers { outcome, seq }.
 */
const CLAIM_SCRIPT = `local id = redis.call("HGET", KEYS[2], "id")
if id ~= ARGV[3] then return {"lost", id or ""} end
local seq = redis.call("HGET", KEYS[2], "seq") or "0"
if tonumber(seq) < tonumber(ARGV[4]) then return {"rolled_back", seq} end
local held = redis.call("GET", KEYS[1])
if held == "done" then return {"done", seq} end
if held then return {"in_progress", seq} end
redis.call("SET", KEYS[1], ARGV[1], "PX", ARGV[2])
return {"new", tostring(redis.call("HINCRBY", KEYS[2], "seq", 1))}`;

/**
 * Marks KEYS[1] done for ARGV[1] ms, whoever holds it: the callback did succeed, and "done" keeps every later copy from
 * running it (a newer claimant's callback is already running; its release then leaves "done" alone). Answers seq.
 */
const COMPLETE_SCRIPT = `redis.call("SET", KEYS[1], "done", "PX", ARGV[1])
if redis.call("EXISTS", KEYS[2]) == 1 then return tostring(redis.call("HINCRBY", KEYS[2], "seq", 1)) end
return "0"`;

/** Deletes KEYS[1] only while it holds this claim token (ARGV[1]): a newer claim, or "done", is left alone. */
const RELEASE_SCRIPT = `if redis.call("GET", KEYS[1]) == ARGV[1] then return redis.call("DEL", KEYS[1]) end return 0`;

export interface LuaScript {
  source: string;
  /** Its SHA-1, so it is sent by digest (EVALSHA) once Redis has it. */
  sha: string;
}

const script = (source: string): LuaScript => ({ source, sha: createHash("sha1").update(source).digest("hex") });

export const MARKER = script(MARKER_SCRIPT);
export const CLAIM = script(CLAIM_SCRIPT);
export const COMPLETE = script(COMPLETE_SCRIPT);
export const RELEASE = script(RELEASE_SCRIPT);
