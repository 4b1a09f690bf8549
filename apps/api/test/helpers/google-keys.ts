import { createSign, generateKeyPairSync, randomUUID, type KeyObject } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import net, { type AddressInfo } from 'node:net';

/**
 * Google's signing keys, played by the test: an RSA key pair whose public half a local HTTP
 * server hands to firebase-admin's key fetch, and a signer for tokens made with it. firebase-admin
 * reaches the server through an agent that connects every https:// request to 127.0.0.1, so its
 * real verification code runs (fetch, cache, RS256 check) against our keys, and no request
 * leaves the machine.
 */

type Json = Record<string, unknown>;
const encode = (value: Json) => Buffer.from(JSON.stringify(value)).toString('base64url');

export interface KeyServer {
  /** The agent to give firebase-admin (BuildAppOptions.firebaseHttpAgent). */
  agent: HttpsAgent;
  /** The key id Google would publish for our key. */
  kid: string;
  /** Paths firebase-admin asked for, in order. */
  readonly requests: string[];
  /** An RS256 token signed with our key (or another), with Firebase's claims for `projectId`. */
  sign(options: {
    projectId: string;
    uid?: string;
    claims?: Json;
    header?: Json;
    key?: KeyObject;
  }): string;
  close(): Promise<void>;
}

/** An https agent whose every connection is a plain TCP socket to 127.0.0.1:port. */
class LoopbackAgent extends HttpsAgent {
  constructor(private readonly port: number) {
    super({ keepAlive: false });
  }
  override createConnection(): net.Socket {
    return net.connect(this.port, '127.0.0.1');
  }
}

/** An agent for a key server that is down: every connection is refused. */
export async function unreachableAgent(): Promise<HttpsAgent> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return new LoopbackAgent(port);
}

export const otherPrivateKey = (): KeyObject =>
  generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;

export async function startKeyServer(): Promise<KeyServer> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = randomUUID().replace(/-/g, '');
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    requests.push(request.url ?? '');
    if (request.url?.startsWith('/robot/v1/metadata/x509/securetoken@system.gserviceaccount.com')) {
      response.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'public, max-age=3600',
      });
      response.end(
        JSON.stringify({ [kid]: publicKey.export({ type: 'spki', format: 'pem' }).toString() }),
      );
      return;
    }
    response.writeHead(404, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ error: { code: 404, message: 'not served by the test' } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    agent: new LoopbackAgent(port),
    kid,
    requests,
    sign: ({ projectId, uid = `uid-${randomUUID()}`, claims = {}, header = {}, key }) => {
      const now = Math.floor(Date.now() / 1000);
      const head = encode({ alg: 'RS256', typ: 'JWT', kid, ...header });
      const body = encode({
        iss: `https://securetoken.google.com/${projectId}`,
        aud: projectId,
        auth_time: now - 10,
        user_id: uid,
        sub: uid,
        iat: now - 10,
        exp: now + 3600,
        email: `${uid}@example.com`,
        email_verified: true,
        firebase: { identities: {}, sign_in_provider: 'password' },
        ...claims,
      });
      const signature = createSign('RSA-SHA256')
        .update(`${head}.${body}`)
        .sign(key ?? privateKey)
        .toString('base64url');
      return `${head}.${body}.${signature}`;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
