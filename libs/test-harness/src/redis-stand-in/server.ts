/**
 * A Redis stand-in for tests on machines without `redis-server` (docs/decisions/0118): a TCP
 * server on loopback speaking RESP2, so real clients (ioredis, redis-cli) connect to it as to
 * Redis. One database, in memory, with the commands in commands.ts and lua.ts, pub/sub across
 * connections, and keys that really expire. Not a Redis for anything but tests.
 */
import net from 'node:net';
import { runCommand, type CommandContext } from './commands.js';
import { Keyspace } from './keyspace.js';
import { createScripting, type Scripting } from './lua.js';
import { encodeReply, ErrorReply, OK, type Reply } from './replies.js';
import { LOOPBACK } from '../ports.js';
import { loadRedisParser } from './vendor.js';

const RedisParser = loadRedisParser();

/** What INFO answers: the fields clients read (ioredis waits for `loading:0`). */
const VERSION = '7.2.0';
const SWEEP_MS = 100;

export interface RedisStandIn {
  url: string;
  port: number;
  /** Closes the listener and drops every connection, as a stopped Redis does. */
  stop(): Promise<void>;
}

interface Connection {
  socket: net.Socket;
  channels: Set<string>;
  name: string | null;
}

/** Several replies to one command (SUBSCRIBE answers once per channel). */
class MultiReply {
  constructor(readonly replies: Reply[]) {}
}

type Answer = Reply | MultiReply | 'quit';

/** Commands about the connection or scripting: answered here, never from a script. */
const CONNECTION_COMMANDS = new Set([
  'quit',
  'subscribe',
  'unsubscribe',
  'select',
  'client',
  'info',
  'command',
  'eval',
  'evalsha',
  'script',
]);

const SUBSCRIBED_ALLOWED = new Set(['subscribe', 'unsubscribe', 'ping', 'quit', 'reset']);

export async function startRedisStandIn(options: { port?: number } = {}): Promise<RedisStandIn> {
  const keyspace = new Keyspace();
  const connections = new Set<Connection>();
  const context: CommandContext = {
    keyspace,
    publish: (channel, message) => {
      let receivers = 0;
      for (const connection of connections) {
        if (!connection.channels.has(channel)) continue;
        connection.socket.write(encodeReply(['message', channel, message]));
        receivers += 1;
      }
      return receivers;
    },
  };
  const scripting: Scripting = createScripting((args) => {
    // What a script may call: data commands only, as in Redis (no SUBSCRIBE, no EVAL inside).
    if (CONNECTION_COMMANDS.has((args[0] ?? '').toLowerCase())) {
      throw new ErrorReply('ERR This Redis command is not allowed from script');
    }
    return runCommand(args, context);
  });

  const answer = (connection: Connection, args: string[]): Answer => {
    const name = (args[0] ?? '').toLowerCase();
    if (connection.channels.size > 0 && !SUBSCRIBED_ALLOWED.has(name)) {
      return new ErrorReply(
        `ERR Can't execute '${name}': only (P|S)SUBSCRIBE / (P|S)UNSUBSCRIBE / PING / QUIT / RESET are allowed in this context`,
      );
    }
    switch (name) {
      case 'quit':
        return 'quit';
      case 'subscribe':
      case 'unsubscribe':
        return subscription(connection, name, args.slice(1));
      case 'ping':
        return connection.channels.size > 0 ? ['pong', args[1] ?? ''] : runCommand(args, context);
      case 'select':
        return args[1] === '0' ? OK : new ErrorReply('ERR DB index is out of range');
      case 'client':
        return client(connection, args.slice(1));
      case 'info':
        return info(connections.size);
      case 'command':
        // redis-cli asks for command docs at start; an empty answer is valid.
        return [];
      case 'eval':
      case 'evalsha':
      case 'script':
        return scripting.run(args);
      default:
        return runCommand(args, context);
    }
  };

  const server = net.createServer((socket) => {
    const connection: Connection = { socket, channels: new Set(), name: null };
    connections.add(connection);
    socket.setNoDelay(true);
    const parser = new RedisParser({
      returnReply: (request) => {
        if (socket.destroyed) return;
        const args = Array.isArray(request) ? request.map(String) : [];
        if (args.length === 0) {
          socket.write(encodeReply(new ErrorReply('ERR Protocol error: expected a command array')));
          return;
        }
        let reply: Answer;
        try {
          reply = answer(connection, args);
        } catch (error) {
          reply = error instanceof ErrorReply ? error : new ErrorReply(`ERR ${String(error)}`);
        }
        if (reply === 'quit') {
          socket.end(encodeReply(OK));
          return;
        }
        const replies = reply instanceof MultiReply ? reply.replies : [reply];
        socket.write(replies.map(encodeReply).join(''));
      },
      returnError: () => socket.destroy(),
      returnFatalError: () => socket.destroy(),
    });
    socket.on('data', (chunk: Buffer) => parser.execute(chunk));
    socket.on('error', () => socket.destroy());
    socket.on('close', () => connections.delete(connection));
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, LOOPBACK, resolve);
  });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the stand-in has no port');
  const sweeper = setInterval(() => keyspace.sweep(), SWEEP_MS);
  sweeper.unref();

  let stopped: Promise<void> | undefined;
  return {
    url: `redis://${LOOPBACK}:${address.port}`,
    port: address.port,
    stop: () => {
      stopped ??= new Promise<void>((resolve) => {
        clearInterval(sweeper);
        server.close(() => resolve());
        for (const connection of connections) connection.socket.destroy();
      });
      return stopped;
    },
  };
}

function subscription(
  connection: Connection,
  kind: 'subscribe' | 'unsubscribe',
  channels: string[],
): Reply | MultiReply {
  if (kind === 'subscribe' && channels.length === 0) {
    return new ErrorReply("ERR wrong number of arguments for 'subscribe' command");
  }
  const targets =
    kind === 'unsubscribe' && channels.length === 0 ? [...connection.channels] : channels;
  if (targets.length === 0) return ['unsubscribe', null, 0];
  // One reply per channel, sent back to back, as Redis does.
  const replies: Reply[] = targets.map((channel) => {
    if (kind === 'subscribe') connection.channels.add(channel);
    else connection.channels.delete(channel);
    return [kind, channel, connection.channels.size];
  });
  return new MultiReply(replies);
}

function client(connection: Connection, args: string[]): Reply {
  const sub = (args[0] ?? '').toLowerCase();
  if (sub === 'setname' && args.length === 2) {
    connection.name = args[1] ?? '';
    return OK;
  }
  if (sub === 'getname') return connection.name;
  if (sub === 'setinfo') return OK;
  if (sub === 'id') return 1;
  return new ErrorReply(`ERR unknown subcommand '${args[0] ?? ''}'. Try CLIENT HELP.`);
}

function info(clients: number): string {
  return [
    '# Server',
    `redis_version:${VERSION}`,
    'redis_mode:standalone',
    'executable:styleprint-redis-stand-in',
    '',
    '# Clients',
    `connected_clients:${clients}`,
    '',
    '# Persistence',
    'loading:0',
    '',
  ].join('\r\n');
}
