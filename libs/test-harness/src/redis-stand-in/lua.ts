/**
 * EVAL, EVALSHA and SCRIPT for the stand-in, on fengari (a Lua VM in JavaScript), with the
 * conversions Redis documents between Lua values and replies (docs/decisions/0118).
 *
 * Redis runs Lua 5.1, where every number is a double; fengari runs Lua 5.3 with 32-bit integers,
 * so `tonumber(t[1]) * 1000` on a TIME reply would wrap. Numbers reaching a script (tonumber,
 * command replies) are therefore floats, and integral floats print without ".0"
 * (LUA_COMPAT_FLOATSTRING), as in Redis. Only the base, table, string and math libraries are
 * loaded (no cjson, bit or struct). The VM has no coroutines, so every call runs on one state.
 */
import { createHash } from 'node:crypto';
import { parseInteger } from './commands.js';
import { ErrorReply, OK, StatusReply, type Reply } from './replies.js';
import { loadFengari } from './vendor.js';

/** Runs a data command for `redis.call`; throws ErrorReply on failure. */
export type CallCommand = (args: string[]) => Reply;

const SANDBOX = `
local raw_tonumber = tonumber
tonumber = function(value, base)
  local number
  if base == nil then number = raw_tonumber(value) else number = raw_tonumber(value, base) end
  if number == nil then return nil end
  return number + 0.0
end
dofile = nil
loadfile = nil
print = nil
`;

export interface Scripting {
  run(args: string[]): Reply;
}

export function createScripting(call: CallCommand): Scripting {
  const { lua, lauxlib, lualib, to_luastring, to_jsstring } = loadFengari({
    LUA_COMPAT_FLOATSTRING: true,
  });
  const L = lauxlib.luaL_newstate();
  for (const [name, open] of [
    ['_G', lualib.luaopen_base],
    ['table', lualib.luaopen_table],
    ['string', lualib.luaopen_string],
    ['math', lualib.luaopen_math],
  ] as const) {
    lauxlib.luaL_requiref(L, to_luastring(name), open, 1);
    lua.lua_pop(L, 1);
  }
  const scripts = new Map<string, string>();

  const pushString = (text: string) => lua.lua_pushstring(L, to_luastring(text));
  const stringAt = (index: number) => to_jsstring(lua.lua_tostring(L, index) ?? new Uint8Array());

  /** A reply as Redis hands it to a script. */
  const pushReply = (reply: Reply): void => {
    if (reply === null) lua.lua_pushboolean(L, false);
    else if (typeof reply === 'string') pushString(reply);
    else if (typeof reply === 'number') lua.lua_pushnumber(L, reply);
    else if (reply instanceof StatusReply || reply instanceof ErrorReply) {
      lua.lua_createtable(L, 0, 1);
      pushString(reply instanceof StatusReply ? reply.text : reply.message);
      lua.lua_setfield(L, -2, to_luastring(reply instanceof StatusReply ? 'ok' : 'err'));
    } else {
      lua.lua_createtable(L, reply.length, 0);
      reply.forEach((item, i) => {
        pushReply(item);
        lua.lua_rawseti(L, -2, i + 1);
      });
    }
  };

  /** The string field of a table, if it has one. */
  const fieldAt = (index: number, name: string): string | undefined => {
    const type = lua.lua_getfield(L, index, to_luastring(name));
    const value = type === lua.LUA_TSTRING ? stringAt(-1) : undefined;
    lua.lua_pop(L, 1);
    return value;
  };

  /** A script's value as Redis answers it. */
  const replyAt = (at: number): Reply => {
    const index = lua.lua_absindex(L, at);
    const type = lua.lua_type(L, index);
    if (type === lua.LUA_TSTRING) return stringAt(index);
    if (type === lua.LUA_TNUMBER) return Math.trunc(lua.lua_tonumber(L, index));
    if (type === lua.LUA_TBOOLEAN) return lua.lua_toboolean(L, index) ? 1 : null;
    if (type !== lua.LUA_TTABLE) return null;
    const error = fieldAt(index, 'err');
    if (error !== undefined) return new ErrorReply(error);
    const status = fieldAt(index, 'ok');
    if (status !== undefined) return new StatusReply(status);
    const items: Reply[] = [];
    for (let i = 1; lua.lua_rawgeti(L, index, i) !== lua.LUA_TNIL; i += 1) {
      items.push(replyAt(-1));
      lua.lua_pop(L, 1);
    }
    lua.lua_pop(L, 1);
    return items;
  };

  const raise = (message: string): number => {
    lua.lua_createtable(L, 0, 1);
    pushString(message);
    lua.lua_setfield(L, -2, to_luastring('err'));
    return lua.lua_error(L);
  };

  /** redis.call (errors raise) and redis.pcall (errors come back as {err=…}). */
  const redisCall = (raising: boolean) => (): number => {
    const count = lua.lua_gettop(L);
    if (count === 0)
      return raise('ERR Please specify at least one argument for this redis lib call');
    const args: string[] = [];
    for (let i = 1; i <= count; i += 1) {
      const type = lua.lua_type(L, i);
      if (type === lua.LUA_TNUMBER) args.push(String(lua.lua_tonumber(L, i)));
      else if (type === lua.LUA_TSTRING) args.push(stringAt(i));
      else return raise('ERR Lua redis lib command arguments must be strings or integers');
    }
    let reply: Reply;
    try {
      reply = call(args);
    } catch (error) {
      reply = error instanceof ErrorReply ? error : new ErrorReply(`ERR ${String(error)}`);
    }
    if (reply instanceof ErrorReply && raising) return raise(reply.message);
    pushReply(reply);
    return 1;
  };

  const replyMaker = (field: 'ok' | 'err') => (): number => {
    lua.lua_createtable(L, 0, 1);
    pushString(stringAt(1));
    lua.lua_setfield(L, -2, to_luastring(field));
    return 1;
  };

  lua.lua_createtable(L, 0, 8);
  const functions: Record<string, () => number> = {
    call: redisCall(true),
    pcall: redisCall(false),
    status_reply: replyMaker('ok'),
    error_reply: replyMaker('err'),
    sha1hex: () => (pushString(sha1(stringAt(1))), 1),
    log: () => 0,
  };
  for (const [name, fn] of Object.entries(functions)) {
    lua.lua_pushjsfunction(L, fn);
    lua.lua_setfield(L, -2, to_luastring(name));
  }
  for (const [name, level] of Object.entries({
    LOG_DEBUG: 0,
    LOG_VERBOSE: 1,
    LOG_NOTICE: 2,
    LOG_WARNING: 3,
  })) {
    lua.lua_pushnumber(L, level);
    lua.lua_setfield(L, -2, to_luastring(name));
  }
  lua.lua_setglobal(L, to_luastring('redis'));

  const setList = (name: string, values: string[]) => {
    lua.lua_createtable(L, values.length, 0);
    values.forEach((value, i) => {
      pushString(value);
      lua.lua_rawseti(L, -2, i + 1);
    });
    lua.lua_setglobal(L, to_luastring(name));
  };

  /** Runs a script; the stack is left empty whatever happens. */
  const execute = (source: string, keys: string[], argv: string[]): Reply => {
    setList('KEYS', keys);
    setList('ARGV', argv);
    const code = to_luastring(source);
    try {
      if (
        lauxlib.luaL_loadbuffer(L, code, code.length, to_luastring('@user_script')) !== lua.LUA_OK
      ) {
        return new ErrorReply(`ERR Error compiling script (new function): ${stringAt(-1)}`);
      }
      if (lua.lua_pcall(L, 0, 1, 0) !== lua.LUA_OK) {
        if (lua.lua_type(L, -1) === lua.LUA_TTABLE) {
          const error = fieldAt(-1, 'err');
          if (error !== undefined) return new ErrorReply(error);
        }
        return new ErrorReply(`ERR Error running script: ${stringAt(-1)}`);
      }
      return replyAt(-1);
    } finally {
      lua.lua_settop(L, 0);
    }
  };

  const sandbox = execute(SANDBOX, [], []);
  if (sandbox instanceof ErrorReply) throw sandbox;

  /** EVAL / EVALSHA's `numkeys key … arg …`. */
  const evaluate = (source: string, rest: string[]): Reply => {
    const count = parseInteger(rest[0] ?? '');
    if (count < 0) return new ErrorReply("ERR Number of keys can't be negative");
    if (count > rest.length - 1) {
      return new ErrorReply("ERR Number of keys can't be greater than number of args");
    }
    return execute(source, rest.slice(1, 1 + count), rest.slice(1 + count));
  };

  return {
    run(args) {
      const name = (args[0] ?? '').toLowerCase();
      if (name === 'eval' || name === 'evalsha') {
        if (args.length < 3)
          return new ErrorReply(`ERR wrong number of arguments for '${name}' command`);
        const [first = '', ...rest] = args.slice(1);
        if (name === 'eval') scripts.set(sha1(first), first);
        const source = name === 'eval' ? first : scripts.get(first.toLowerCase());
        if (source === undefined)
          return new ErrorReply('NOSCRIPT No matching script. Please use EVAL.');
        return evaluate(source, rest);
      }
      const sub = (args[1] ?? '').toLowerCase();
      if (sub === 'load' && args.length === 3) {
        const source = args[2] ?? '';
        const compiled = lauxlib.luaL_loadbuffer(
          L,
          to_luastring(source),
          to_luastring(source).length,
          to_luastring('@user_script'),
        );
        const error = compiled === lua.LUA_OK ? undefined : stringAt(-1);
        lua.lua_settop(L, 0);
        if (error !== undefined)
          return new ErrorReply(`ERR Error compiling script (new function): ${error}`);
        const digest = sha1(source);
        scripts.set(digest, source);
        return digest;
      }
      if (sub === 'exists' && args.length > 2) {
        return args.slice(2).map((digest) => (scripts.has(digest.toLowerCase()) ? 1 : 0));
      }
      if (sub === 'flush') {
        scripts.clear();
        return OK;
      }
      return new ErrorReply(
        `ERR unknown subcommand or wrong number of arguments for 'script|${sub}'`,
      );
    },
  };
}

function sha1(text: string): string {
  return createHash('sha1').update(text).digest('hex');
}
