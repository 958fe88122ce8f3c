import { expectError, useReplica, useTestGateway } from './harness';

const t = useTestGateway();
const second = useReplica(t);

describe('the pipeline rate limit', () => {
  it('allows 10 pipeline requests a minute per key across every gateway, then 429 with Retry-After', async () => {
    const { headers } = await t.account('solo');
    const other = await t.account('solo');
    const gateways = [t.http, second.http];
    const missing = '00000000-0000-4000-8000-000000000000';
    const answers = [];
    for (let i = 0; i < 12; i++) {
      answers.push(await gateways[i % 2]!.post(`/api/v1/proposals/${missing}/analyze`).set(headers));
    }
    expect(answers.map((a) => a.status)).toEqual([...Array(10).fill(404), 429, 429]);

    const limited = answers[10]!;
    expect(expectError(limited, 429, 'rate_limited').message).toMatch(/10/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(limited.headers['ratelimit-policy']).toMatch(/q=10; w=60/);
    expect(answers[0]!.headers.ratelimit).toMatch(/r=9;/);

    // Another key has its own budget, and the rest of the API is not limited.
    await t.http.post(`/api/v1/proposals/${missing}/score`).set(other.headers).expect(404);
    await t.http.get('/api/v1/usage').set(headers).expect(200);
  });

  it('does not count requests refused for their scope', async () => {
    const reader = await t.account('solo', ['proposals:read']);
    for (let i = 0; i < 12; i++) {
      expectError(
        await t.http.post(`/api/v1/proposals/x/generate`).set(reader.headers),
        403,
        'insufficient_scope',
      );
    }
  });
});
