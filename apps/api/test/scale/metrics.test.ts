import { describe, expect, it } from 'vitest';
import { bearer, useAppFactory } from '../helpers/app.js';

/** GET /metrics (Prometheus text format), only when METRICS_ENABLED=true. */
describe('metrics endpoint', () => {
  const apps = useAppFactory();

  /** The value of one sample line, e.g. `name{a="b"} 3`. */
  const sample = (text: string, series: string): number | undefined => {
    const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
    return line === undefined ? undefined : Number(line.slice(series.length + 1));
  };

  it('is absent unless enabled', async () => {
    const app = await apps.build();
    const res = await app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(404);
  });

  it('counts requests by route template and status, with their durations', async () => {
    const app = await apps.build({ METRICS_ENABLED: 'true' });
    await app.inject({ method: 'GET', url: '/healthz' });
    await app.inject({ method: 'GET', url: '/healthz' });
    await app.inject({ method: 'GET', url: '/profile/me' });
    await app.inject({ method: 'GET', url: '/no/such/page/12345' });
    const res = await app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(
      sample(text, 'styleprint_http_requests_total{method="GET",route="/healthz",status="200"}'),
    ).toBe(2);
    expect(
      sample(text, 'styleprint_http_requests_total{method="GET",route="/profile/me",status="401"}'),
    ).toBe(1);
    // Unknown paths share one series, so a scanner cannot blow up the series count.
    expect(text).toContain('route="unmatched",status="404"');
    expect(text).not.toContain('/no/such/page');
    expect(
      sample(
        text,
        'styleprint_http_request_duration_seconds_count{method="GET",route="/healthz",status="200"}',
      ),
    ).toBe(2);
    expect(text).toContain('styleprint_process_resident_memory_bytes');
  });

  it('reports the hit rate of the token and profile caches', async () => {
    const app = await apps.build({ METRICS_ENABLED: 'true' });
    for (let i = 0; i < 3; i += 1) {
      await app.inject({ method: 'GET', url: '/profile/me', headers: bearer(apps.alice.idToken) });
    }
    const text = (await app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(
      sample(text, 'styleprint_cache_lookups_total{cache="verified_token",result="hit"}'),
    ).toBe(2);
    expect(
      sample(text, 'styleprint_cache_lookups_total{cache="verified_token",result="miss"}'),
    ).toBe(1);
    // The suite's store is PGlite, whose latest-profile cache answers the 2nd and 3rd reads.
    expect(
      sample(text, 'styleprint_cache_lookups_total{cache="latest_profile",result="hit"}'),
    ).toBe(2);
  });

  it('reports how many latest-profile reads reached the store and how few queries carried them', async () => {
    const app = await apps.build({ METRICS_ENABLED: 'true' });
    const readMine = (idToken: string) =>
      app.inject({ method: 'GET', url: '/profile/me', headers: bearer(idToken) });
    // Tokens verified first, so the reads below reach the store in the same turn.
    await app.inject({
      method: 'GET',
      url: '/profile/history',
      headers: bearer(apps.alice.idToken),
    });
    await app.inject({ method: 'GET', url: '/profile/history', headers: bearer(apps.bob.idToken) });
    const counted = async (event: 'read' | 'query') =>
      sample(
        (await app.inject({ method: 'GET', url: '/metrics' })).body,
        `styleprint_latest_profile_reads_total{event="${event}"}`,
      ) ?? Number.NaN;
    // The store (and its counts) outlives each app of this file: compare before and after.
    const [readsBefore, queriesBefore] = [await counted('read'), await counted('query')];
    const answers = await Promise.all([
      readMine(apps.alice.idToken),
      readMine(apps.bob.idToken),
      readMine(apps.alice.idToken),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([404, 404, 404]);
    expect((await counted('read')) - readsBefore).toBe(3);
    expect((await counted('query')) - queriesBefore).toBe(1);
  });

  it('reports the coach’s latency on its own', async () => {
    const app = await apps.build({ METRICS_ENABLED: 'true' });
    await app.inject({
      method: 'POST',
      url: '/analysis/analyze-conversation',
      payload: {
        conversationText: 'Sam: Can we ship on Friday?\nAlex: Let me check the numbers first.',
      },
    });
    const text = (await app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(text).toMatch(
      /styleprint_coach_duration_seconds_count\{route="\/analysis\/analyze-conversation",status="\d{3}"\} 1/,
    );
  });
});
