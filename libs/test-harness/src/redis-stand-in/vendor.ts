/**
 * The parts of `fengari` (a Lua 5.3 VM in JavaScript) and `redis-parser` (the RESP parser
 * ioredis uses) that the Redis stand-in calls, typed here: neither package ships types. Both are
 * CommonJS, loaded through createRequire so these types apply wherever the harness is compiled.
 */
import { createRequire } from 'node:module';

const load = createRequire(import.meta.url);

export interface LuaState {
  readonly luaState: never;
}
export type LuaJsFunction = (L: LuaState) => number;
export interface LuaApi {
  LUA_OK: number;
  LUA_TNIL: number;
  LUA_TBOOLEAN: number;
  LUA_TNUMBER: number;
  LUA_TSTRING: number;
  LUA_TTABLE: number;
  lua_absindex(L: LuaState, index: number): number;
  lua_createtable(L: LuaState, arrayItems: number, fields: number): void;
  lua_error(L: LuaState): number;
  lua_getfield(L: LuaState, index: number, key: Uint8Array): number;
  lua_gettop(L: LuaState): number;
  lua_pcall(L: LuaState, args: number, results: number, handler: number): number;
  lua_pop(L: LuaState, count: number): void;
  lua_pushboolean(L: LuaState, value: boolean): void;
  lua_pushjsfunction(L: LuaState, fn: LuaJsFunction): void;
  lua_pushnil(L: LuaState): void;
  lua_pushnumber(L: LuaState, value: number): void;
  lua_pushstring(L: LuaState, value: Uint8Array): void;
  lua_rawgeti(L: LuaState, index: number, item: number): number;
  lua_rawseti(L: LuaState, index: number, item: number): void;
  lua_setfield(L: LuaState, index: number, key: Uint8Array): void;
  lua_setglobal(L: LuaState, name: Uint8Array): void;
  lua_settop(L: LuaState, index: number): void;
  lua_toboolean(L: LuaState, index: number): boolean;
  lua_tonumber(L: LuaState, index: number): number;
  lua_tostring(L: LuaState, index: number): Uint8Array | null;
  lua_type(L: LuaState, index: number): number;
}
export interface LauxlibApi {
  luaL_newstate(): LuaState;
  luaL_loadbuffer(L: LuaState, source: Uint8Array, size: number, name: Uint8Array): number;
  luaL_requiref(L: LuaState, name: Uint8Array, open: LuaJsFunction, global: number): void;
}
export interface LualibApi {
  luaopen_base: LuaJsFunction;
  luaopen_table: LuaJsFunction;
  luaopen_string: LuaJsFunction;
  luaopen_math: LuaJsFunction;
}
export interface Fengari {
  lua: LuaApi;
  lauxlib: LauxlibApi;
  lualib: LualibApi;
  to_luastring(text: string): Uint8Array;
  to_jsstring(bytes: Uint8Array): string;
}

export interface ParserOptions {
  returnReply(reply: unknown): void;
  returnError(error: Error): void;
  returnFatalError?(error: Error): void;
  returnBuffers?: boolean;
}

export interface RedisParser {
  execute(data: Buffer): void;
}

export type RedisParserClass = new (options: ParserOptions) => RedisParser;

/** fengari reads its configuration (FENGARICONF) once, when first loaded: pass it here. */
export function loadFengari(config: Record<string, unknown>): Fengari {
  const given: Record<string, unknown> = process.env['FENGARICONF']
    ? (JSON.parse(process.env['FENGARICONF']) as Record<string, unknown>)
    : {};
  process.env['FENGARICONF'] = JSON.stringify({ ...given, ...config });
  return load('fengari') as Fengari;
}

export function loadRedisParser(): RedisParserClass {
  return load('redis-parser') as RedisParserClass;
}
