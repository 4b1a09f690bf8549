/**
 * The commands the stand-in answers that work on data (a script may call these too): strings
 * with counters, expiry, sorted sets, PUBLISH, TIME and a few housekeeping ones. Connection
 * commands (SUBSCRIBE, QUIT, SELECT, CLIENT …) and scripting live in connection.ts and lua.ts.
 * Semantics and error texts follow Redis 7 for the forms listed; anything else is refused with
 * Redis's own "unknown command" or "syntax error" (docs/decisions/0118).
 */
import type { Keyspace } from './keyspace.js';
import { ErrorReply, OK, StatusReply, type Reply } from './replies.js';

export interface CommandContext {
  keyspace: Keyspace;
  /** Delivers a message to the channel's subscribers; how many received it. */
  publish(channel: string, message: string): number;
}

interface Command {
  /** As in Redis's COMMAND table: exact argument count with the name, or minus the minimum. */
  arity: number;
  run(args: string[], context: CommandContext): Reply;
}

const NOT_INTEGER = 'ERR value is not an integer or out of range';
const NOT_FLOAT = 'ERR value is not a valid float';
const SYNTAX = 'ERR syntax error';

export function parseInteger(text: string): number {
  if (!/^-?\d+$/.test(text)) throw new ErrorReply(NOT_INTEGER);
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new ErrorReply(NOT_INTEGER);
  return value;
}

/** A sorted-set score: a float, or ±inf. */
function parseScore(text: string, error = NOT_FLOAT): number {
  const lower = text.toLowerCase();
  if (lower === 'inf' || lower === '+inf') return Infinity;
  if (lower === '-inf') return -Infinity;
  const value = Number(text);
  if (text.trim() === '' || Number.isNaN(value)) throw new ErrorReply(error);
  return value;
}

/** One end of a score range: `(5` excludes 5. */
function parseBound(text: string): { value: number; exclusive: boolean } {
  const exclusive = text.startsWith('(');
  const value = parseScore(exclusive ? text.slice(1) : text, 'ERR min or max is not a float');
  return { value, exclusive };
}

/** How Redis writes a score back: shortest round-trip form, `inf` / `-inf`. */
function formatScore(score: number): string {
  if (score === Infinity) return 'inf';
  if (score === -Infinity) return '-inf';
  return String(score);
}

function incrementBy(context: CommandContext, key: string, by: number): number {
  const entry = context.keyspace.getOf(key, 'string');
  const current = entry === undefined ? 0 : parseInteger(entry.value);
  const next = current + by;
  if (!Number.isSafeInteger(next))
    throw new ErrorReply('ERR increment or decrement would overflow');
  context.keyspace.set(key, { kind: 'string', value: String(next) }, true);
  return next;
}

function expire(context: CommandContext, key: string, ms: number): number {
  return context.keyspace.expireAt(key, context.keyspace.now() + ms) ? 1 : 0;
}

/** SET key value [NX | XX] [EX seconds | PX milliseconds | KEEPTTL] [GET]. */
function set(args: string[], context: CommandContext): Reply {
  const [key = '', value = '', ...options] = args;
  let condition: 'NX' | 'XX' | undefined;
  let ttlMs: number | undefined;
  let keepTtl = false;
  let returnOld = false;
  for (let i = 0; i < options.length; i += 1) {
    const option = (options[i] ?? '').toUpperCase();
    if ((option === 'NX' || option === 'XX') && condition === undefined) condition = option;
    else if ((option === 'EX' || option === 'PX') && ttlMs === undefined && !keepTtl) {
      const amount = parseInteger(options[(i += 1)] ?? '');
      if (amount <= 0) throw new ErrorReply("ERR invalid expire time in 'set' command");
      ttlMs = option === 'EX' ? amount * 1000 : amount;
    } else if (option === 'KEEPTTL' && ttlMs === undefined) keepTtl = true;
    else if (option === 'GET') returnOld = true;
    else throw new ErrorReply(SYNTAX);
  }
  const old = returnOld ? (context.keyspace.getOf(key, 'string')?.value ?? null) : null;
  const exists = context.keyspace.get(key) !== undefined;
  if ((condition === 'NX' && exists) || (condition === 'XX' && !exists)) {
    return returnOld ? old : null;
  }
  context.keyspace.set(key, { kind: 'string', value }, keepTtl);
  if (ttlMs !== undefined) expire(context, key, ttlMs);
  return returnOld ? old : OK;
}

/** ZADD key [NX | XX] [GT | LT] [CH] score member [score member …]. */
function zadd(args: string[], context: CommandContext): Reply {
  const [key = '', ...rest] = args;
  const flags = new Set<string>();
  while (
    rest.length > 0 &&
    ['NX', 'XX', 'GT', 'LT', 'CH'].includes((rest[0] ?? '').toUpperCase())
  ) {
    flags.add((rest.shift() ?? '').toUpperCase());
  }
  if (rest.length === 0 || rest.length % 2 !== 0) throw new ErrorReply(SYNTAX);
  if (flags.has('NX') && flags.has('XX')) {
    throw new ErrorReply('ERR XX and NX options at the same time are not compatible');
  }
  if (
    (flags.has('GT') && flags.has('LT')) ||
    (flags.has('NX') && (flags.has('GT') || flags.has('LT')))
  ) {
    throw new ErrorReply('ERR GT, LT, and/or NX options at the same time are not compatible');
  }
  const pairs: Array<[number, string]> = [];
  for (let i = 0; i < rest.length; i += 2)
    pairs.push([parseScore(rest[i] ?? ''), rest[i + 1] ?? '']);
  const existing = context.keyspace.getOf(key, 'zset');
  const scores = existing?.scores ?? new Map<string, number>();
  let added = 0;
  let changed = 0;
  for (const [score, member] of pairs) {
    const before = scores.get(member);
    if (before === undefined) {
      if (flags.has('XX')) continue;
      scores.set(member, score);
      added += 1;
    } else {
      if (flags.has('NX')) continue;
      if (flags.has('GT') && score <= before) continue;
      if (flags.has('LT') && score >= before) continue;
      if (score !== before) {
        scores.set(member, score);
        changed += 1;
      }
    }
  }
  if (existing === undefined && scores.size > 0) {
    context.keyspace.set(key, { kind: 'zset', scores });
  }
  return flags.has('CH') ? added + changed : added;
}

/** Removes an emptied sorted set, as Redis does. */
function dropIfEmpty(context: CommandContext, key: string, scores: Map<string, number>): void {
  if (scores.size === 0) context.keyspace.delete(key);
}

const COMMANDS: Record<string, Command> = {
  ping: { arity: -1, run: (args) => (args.length > 0 ? (args[0] ?? '') : new StatusReply('PONG')) },
  echo: { arity: 2, run: (args) => args[0] ?? '' },
  time: {
    arity: 1,
    // The keyspace's clock (milliseconds), so TIME and key expiry agree.
    run: (_args, context) => {
      const ms = context.keyspace.now();
      return [String(Math.floor(ms / 1000)), String((ms % 1000) * 1000)];
    },
  },
  dbsize: { arity: 1, run: (_args, context) => context.keyspace.size() },
  flushall: { arity: -1, run: (_args, context) => (context.keyspace.clear(), OK) },
  flushdb: { arity: -1, run: (_args, context) => (context.keyspace.clear(), OK) },
  get: {
    arity: 2,
    run: ([key = ''], context) => context.keyspace.getOf(key, 'string')?.value ?? null,
  },
  set: { arity: -3, run: set },
  del: {
    arity: -2,
    run: (keys, context) => keys.filter((key) => context.keyspace.delete(key)).length,
  },
  exists: {
    arity: -2,
    run: (keys, context) => keys.filter((key) => context.keyspace.get(key) !== undefined).length,
  },
  incr: { arity: 2, run: ([key = ''], context) => incrementBy(context, key, 1) },
  decr: { arity: 2, run: ([key = ''], context) => incrementBy(context, key, -1) },
  incrby: {
    arity: 3,
    run: ([key = '', by = ''], context) => incrementBy(context, key, parseInteger(by)),
  },
  expire: {
    arity: 3,
    run: ([key = '', seconds = ''], context) => expire(context, key, parseInteger(seconds) * 1000),
  },
  pexpire: {
    arity: 3,
    run: ([key = '', ms = ''], context) => expire(context, key, parseInteger(ms)),
  },
  pttl: { arity: 2, run: ([key = ''], context) => context.keyspace.ttlMs(key) },
  ttl: {
    arity: 2,
    run: ([key = ''], context) => {
      const ms = context.keyspace.ttlMs(key);
      return ms < 0 ? ms : Math.round(ms / 1000);
    },
  },
  zadd: { arity: -4, run: zadd },
  zrem: {
    arity: -3,
    run: ([key = '', ...members], context) => {
      const entry = context.keyspace.getOf(key, 'zset');
      if (entry === undefined) return 0;
      const removed = members.filter((member) => entry.scores.delete(member)).length;
      dropIfEmpty(context, key, entry.scores);
      return removed;
    },
  },
  zcard: {
    arity: 2,
    run: ([key = ''], context) => context.keyspace.getOf(key, 'zset')?.scores.size ?? 0,
  },
  zscore: {
    arity: 3,
    run: ([key = '', member = ''], context) => {
      const score = context.keyspace.getOf(key, 'zset')?.scores.get(member);
      return score === undefined ? null : formatScore(score);
    },
  },
  zremrangebyscore: {
    arity: 4,
    run: ([key = '', min = '', max = ''], context) => {
      const [low, high] = [parseBound(min), parseBound(max)];
      const entry = context.keyspace.getOf(key, 'zset');
      if (entry === undefined) return 0;
      let removed = 0;
      for (const [member, score] of entry.scores) {
        const aboveLow = low.exclusive ? score > low.value : score >= low.value;
        const belowHigh = high.exclusive ? score < high.value : score <= high.value;
        if (aboveLow && belowHigh) {
          entry.scores.delete(member);
          removed += 1;
        }
      }
      dropIfEmpty(context, key, entry.scores);
      return removed;
    },
  },
  publish: {
    arity: 3,
    run: ([channel = '', message = ''], context) => context.publish(channel, message),
  },
};

/** Runs one data command; errors come back as thrown ErrorReply. */
export function runCommand(args: string[], context: CommandContext): Reply {
  const name = (args[0] ?? '').toLowerCase();
  const command = COMMANDS[name];
  if (command === undefined) {
    throw new ErrorReply(`ERR unknown command '${args[0] ?? ''}', with args beginning with: `);
  }
  const count = args.length;
  if (command.arity >= 0 ? count !== command.arity : count < -command.arity) {
    throw new ErrorReply(`ERR wrong number of arguments for '${name}' command`);
  }
  return command.run(args.slice(1), context);
}
