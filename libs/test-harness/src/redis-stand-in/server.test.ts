import net from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startRedisStandIn, type RedisStandIn } from './server.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The stand-in through a real ioredis client, as the API's Redis plugin connects. */
describe('the Redis stand-in', () => {
  let server: RedisStandIn;
  const clients: Redis[] = [];
  const connect = async (options: { connectionName?: string } = {}) => {
    const client = new Redis(server.url, {
      lazyConnect: true,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      ...options,
    });
    client.on('error', () => undefined);
    clients.push(client);
    await client.connect();
    return client;
  };
  let keyNumber = 0;
  const newKey = () => `key-${(keyNumber += 1)}`;

  beforeAll(async () => {
    server = await startRedisStandIn();
  });
  afterEach(() => {
    for (const client of clients.splice(0)) client.disconnect();
  });
  afterAll(async () => {
    await server.stop();
  });

  it("passes ioredis's ready check (INFO) and its connection name (CLIENT SETNAME)", async () => {
    const client = await connect({ connectionName: 'styleprint-api' });
    expect(client.status).toBe('ready');
    expect(await client.ping()).toBe('PONG');
    expect(await client.client('GETNAME')).toBe('styleprint-api');
    expect(await client.info()).toContain('loading:0');
  });

  it('counts, and a key with PEXPIRE really expires', async () => {
    const client = await connect();
    const key = newKey();
    expect(await client.incr(key)).toBe(1);
    expect(await client.incr(key)).toBe(2);
    expect(await client.pexpire(key, 150)).toBe(1);
    const ttl = await client.pttl(key);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(150);
    expect(await client.get(key)).toBe('2');
    await sleep(200);
    expect(await client.get(key)).toBeNull();
    expect(await client.pttl(key)).toBe(-2);
    expect(await client.incr(key)).toBe(1);
    expect(await client.pttl(key)).toBe(-1);
  });

  it('answers wrong input with the errors Redis gives', async () => {
    const client = await connect();
    const key = newKey();
    await client.zadd(key, 1, 'a');
    await expect(client.incr(key)).rejects.toThrow(/^WRONGTYPE/);
    await client.set(`${key}-text`, 'abc');
    await expect(client.incr(`${key}-text`)).rejects.toThrow('ERR value is not an integer');
    await expect(client.call('NOSUCHCOMMAND')).rejects.toThrow(
      /ERR unknown command 'NOSUCHCOMMAND'/,
    );
    await expect(client.call('GET')).rejects.toThrow(
      "ERR wrong number of arguments for 'get' command",
    );
    await expect(client.zadd(key, 'NX', 'XX', 1, 'a')).rejects.toThrow(/not compatible/);
  });

  it('keeps sorted sets: ZADD with XX and CH, ZREM, ZREMRANGEBYSCORE, ZCARD', async () => {
    const client = await connect();
    const key = newKey();
    expect(await client.zadd(key, 10, 'a', 20, 'b', 30, 'c')).toBe(3);
    expect(await client.zadd(key, 'XX', 'CH', 15, 'a')).toBe(1);
    expect(await client.zadd(key, 'XX', 'CH', 99, 'missing')).toBe(0);
    expect(await client.zscore(key, 'a')).toBe('15');
    expect(await client.zremrangebyscore(key, '-inf', 20)).toBe(2);
    expect(await client.zcard(key)).toBe(1);
    expect(await client.zrem(key, 'c', 'gone')).toBe(1);
    expect(await client.exists(key)).toBe(0);
  });

  it('runs Lua as Redis does: doubles for numbers, nil as false, tables as arrays, EVALSHA after EVAL', async () => {
    const client = await connect();
    const key = newKey();
    const script = `
      local t = redis.call('TIME')
      local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
      redis.call('ZADD', KEYS[1], now + tonumber(ARGV[1]), 'lease')
      return {now, redis.call('GET', 'missing') == false, redis.call('ZSCORE', KEYS[1], 'lease'), 2.9}
    `;
    const before = Date.now();
    const [now, missingIsFalse, score, truncated] = (await client.eval(script, 1, key, 500)) as [
      number,
      number,
      string,
      number,
    ];
    // Seconds times 1000 does not fit a 32-bit integer: it must not wrap.
    expect(now).toBeGreaterThanOrEqual(before - 1);
    expect(now).toBeLessThanOrEqual(Date.now());
    expect(missingIsFalse).toBe(1);
    expect(score).toBe(String(now + 500));
    expect(truncated).toBe(2);
    const sha = (await client.script('LOAD', 'return ARGV[1] .. (1 + 1)')) as string;
    expect(await client.evalsha(sha, 0, 'x')).toBe('x2');
    await expect(client.evalsha('0'.repeat(40), 0)).rejects.toThrow(/^NOSCRIPT/);
  });

  it("runs @fastify/rate-limit's kind of command (defineCommand: EVALSHA, then EVAL on NOSCRIPT)", async () => {
    const client = await connect();
    client.defineCommand('hit', {
      numberOfKeys: 1,
      lua: `
        local current = redis.call('INCR', KEYS[1])
        if current == 1 then redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[1])) end
        return {current, redis.call('PTTL', KEYS[1])}
      `,
    });
    const hit = (key: string) =>
      (client as Redis & { hit(key: string, windowMs: number): Promise<[number, number]> }).hit(
        key,
        60_000,
      );
    const key = newKey();
    const [first, ttl] = await hit(key);
    expect(first).toBe(1);
    expect(ttl).toBeGreaterThan(59_000);
    expect((await hit(key))[0]).toBe(2);
  });

  it('reports script errors: redis.call raises, redis.pcall and error_reply return them', async () => {
    const client = await connect();
    await expect(client.eval("return redis.call('NOPE')", 0)).rejects.toThrow(
      /ERR unknown command 'NOPE'/,
    );
    await expect(client.eval("return redis.pcall('NOPE')['err']", 0)).resolves.toMatch(
      /unknown command/,
    );
    await expect(client.eval("return redis.error_reply('MY failure')", 0)).rejects.toThrow(
      'MY failure',
    );
    await expect(client.eval("return redis.status_reply('DONE')", 0)).resolves.toBe('DONE');
    await expect(client.eval('return (', 0)).rejects.toThrow(/Error compiling script/);
  });

  it('delivers PUBLISH to subscribers on other connections', async () => {
    const [subscriber, publisher] = [await connect(), await connect()];
    const received: string[] = [];
    subscriber.on('message', (channel: string, message: string) =>
      received.push(`${channel}:${message}`),
    );
    await subscriber.subscribe('news', 'other');
    expect(await publisher.publish('news', 'hello')).toBe(1);
    expect(await publisher.publish('nobody', 'hello')).toBe(0);
    await sleep(20);
    expect(received).toEqual(['news:hello']);
  });

  it('speaks RESP2 on the wire: pipelined commands in order, subscriber mode, QUIT closes', async () => {
    const socket = net.connect(server.port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    const command = (...args: string[]) =>
      `*${args.length}\r\n${args.map((arg) => `$${Buffer.byteLength(arg)}\r\n${arg}\r\n`).join('')}`;
    const key = newKey();
    socket.write(
      command('SET', key, 'héllo') +
        command('GET', key) +
        command('GET', `${key}-missing`) +
        command('SUBSCRIBE', 'a', 'b') +
        command('GET', key) +
        command('QUIT'),
    );
    await closed;
    expect(received).toBe(
      '+OK\r\n' +
        '$6\r\nhéllo\r\n' +
        '$-1\r\n' +
        '*3\r\n$9\r\nsubscribe\r\n$1\r\na\r\n:1\r\n' +
        '*3\r\n$9\r\nsubscribe\r\n$1\r\nb\r\n:2\r\n' +
        "-ERR Can't execute 'get': only (P|S)SUBSCRIBE / (P|S)UNSUBSCRIBE / PING / QUIT / RESET are allowed in this context\r\n" +
        '+OK\r\n',
    );
  });

  it('counts no expired key, read or not (DBSIZE)', async () => {
    const client = await connect();
    await client.flushall();
    await client.set(newKey(), 'short', 'PX', 50);
    await client.set(newKey(), 'kept');
    expect(await client.dbsize()).toBe(2);
    await sleep(250);
    expect(await client.dbsize()).toBe(1);
  });

  it('stopping drops every connection, and the port then refuses', async () => {
    const own = await startRedisStandIn();
    const client = new Redis(own.url, {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      enableOfflineQueue: false,
      retryStrategy: () => null,
    });
    client.on('error', () => undefined);
    const closed = new Promise<void>((resolve) => client.once('end', () => resolve()));
    await client.connect();
    expect(await client.ping()).toBe('PONG');
    await own.stop();
    await closed;
    const attempt = await new Promise<string>((resolve) => {
      const socket = net.connect(own.port, '127.0.0.1');
      socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
      socket.once('connect', () => {
        socket.destroy();
        resolve('connected');
      });
    });
    expect(attempt).toBe('ECONNREFUSED');
  });
});
