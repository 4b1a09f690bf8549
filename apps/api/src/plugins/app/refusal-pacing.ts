import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

export interface RefusalPacingOptions {
  /** The longest a 429 is held before it is sent; 0 sends it at once. */
  maxDelayMs: number;
  /** Tests pin the jitter; production spreads the held answers at random. */
  random?: () => number;
}

/**
 * A refused request (429) is answered after a pause of up to its Retry-After, capped at
 * `maxDelayMs`, with jitter (docs/decisions/0099). A client that ignores Retry-After and resends
 * at once (a script, a flood) otherwise turns every refusal into another request read, parsed,
 * hashed and answered: on a busy instance those cheap refusals still crowd out everyone else.
 * Holding the answer costs one timer; a client waiting for its response sends nothing more on
 * that connection, so a flooder's rate falls to about one request per connection per pause.
 * The jitter keeps held connections from coming back in one burst. A well-behaved client loses
 * nothing: it was told to wait at least that long. The connection itself is never paused or
 * closed, because behind a load balancer it may carry other users' requests too.
 */
const refusalPacing: FastifyPluginAsync<RefusalPacingOptions> = async (app, options) => {
  if (options.maxDelayMs <= 0) return;
  const random = options.random ?? Math.random;
  /** Answers being held, so a shutdown can send them at once instead of waiting them out. */
  const held = new Map<NodeJS.Timeout, () => void>();
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
    for (const [timer, send] of held) {
      clearTimeout(timer);
      send();
    }
    held.clear();
  });
  // Callback style: every response passes here, and almost none is a 429.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (reply.statusCode !== 429 || closing) {
      done(null, payload);
      return;
    }
    const retryAfterMs = Number(reply.getHeader('retry-after')) * 1000;
    const ceiling = Math.min(
      Number.isFinite(retryAfterMs) && retryAfterMs > 0 ? retryAfterMs : options.maxDelayMs,
      options.maxDelayMs,
    );
    const send = () => done(null, payload);
    const timer = setTimeout(
      () => {
        held.delete(timer);
        send();
      },
      ceiling * (0.5 + 0.5 * random()),
    );
    held.set(timer, send);
  });
};

export default fp(refusalPacing, { name: 'refusal-pacing' });
