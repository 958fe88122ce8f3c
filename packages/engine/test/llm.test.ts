import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createEngine } from '../src/create-engine';
import { rulesEngine } from '../src/rules-engine';
import { analyze, CREATED_AT } from './propose';

const mobileEs = {
  title: 'App móvil',
  ...analyze(
    'Necesitamos una aplicación móvil para iOS y Android con registro y pagos. Presupuesto: 60.000 USD.',
  ),
  createdAt: CREATED_AT,
};

type Reply = { status: number; content?: string; delayMs?: number };

let server: Server;
let baseUrl: string;
let reply: Reply;
const requests: {
  headers: IncomingMessage['headers'];
  body: {
    model: string;
    messages: { role: string; content: string }[];
    temperature: number;
    response_format: unknown;
  };
}[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      requests.push({ headers: req.headers, body: JSON.parse(body) });
      const answer = () => {
        res.writeHead(reply.status, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({ choices: [{ message: { role: 'assistant', content: reply.content ?? '' } }] }),
        );
      };
      if (reply.delayMs) setTimeout(answer, reply.delayMs).unref();
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => (requests.length = 0));

const validScore = {
  overall: 77,
  clarity: 70,
  completeness: 80,
  persuasiveness: 79,
  reasons: ['ok'],
  suggestions: [],
};
const SCORE_INPUT = { markdown: '# A proposal\n\n## Summary\n\nWe build your app.' };

function engine(fallbacks: string[] = []) {
  return createEngine({
    engine: 'llm',
    llm: { baseUrl, model: 'test-model', apiKey: 'sk-test', timeoutMs: 1_000 },
    onFallback: (stage, error) => fallbacks.push(`${stage}: ${error.message}`),
  });
}

describe('the LLM engine', () => {
  it("uses a valid answer, and sends the model, the bearer key and the stage's messages", async () => {
    reply = { status: 200, content: JSON.stringify(validScore) };
    const fallbacks: string[] = [];
    await expect(engine(fallbacks).score(SCORE_INPUT)).resolves.toEqual(validScore);
    expect(fallbacks).toEqual([]);
    const [request] = requests;
    expect(request?.headers.authorization).toBe('Bearer sk-test');
    expect(request?.body).toMatchObject({
      model: 'test-model',
      temperature: 0,
      response_format: { type: 'json_object' },
    });
    expect(request?.body.messages[0]?.content).toContain('"persuasiveness"');
    expect(JSON.parse(request?.body.messages[1]?.content ?? '')).toEqual(SCORE_INPUT);
  });

  it.each<[string, Reply]>([
    ['invalid JSON', { status: 200, content: '{"overall": 77,' }],
    ['a schema violation', { status: 200, content: JSON.stringify({ ...validScore, overall: 140 }) }],
    ['a server error', { status: 500, content: '{}' }],
    ['a timeout', { status: 200, content: JSON.stringify(validScore), delayMs: 2_000 }],
  ])('falls back to the rules engine on %s', async (_case, answer) => {
    reply = answer;
    const fallbacks: string[] = [];
    await expect(engine(fallbacks).score(SCORE_INPUT)).resolves.toEqual(await rulesEngine.score(SCORE_INPUT));
    expect(fallbacks).toHaveLength(1);
    expect(fallbacks[0]).toMatch(/^score: /);
  });

  it('recomputes generated totals from the lines, and falls back when low ≤ mid ≤ high breaks', async () => {
    const rules = await rulesEngine.generate(mobileEs);
    const lines = [
      { item: 'Build', hours: 10, rate: 10000, total: 1, basis: null, quantity: null, unit: null },
    ];
    reply = {
      status: 200,
      content: JSON.stringify({
        ...rules,
        pricingBreakdown: lines,
        totalPriceLow: 50000,
        totalPriceMid: 7,
        totalPriceHigh: 200000,
      }),
    };
    const result = await engine().generate(mobileEs);
    expect(result.pricingBreakdown[0]?.total).toBe(100000);
    expect(result.totalPriceMid).toBe(100000);

    reply = {
      status: 200,
      content: JSON.stringify({
        ...rules,
        pricingBreakdown: lines,
        totalPriceLow: 150000,
        totalPriceHigh: 200000,
      }),
    };
    const fallbacks: string[] = [];
    await expect(engine(fallbacks).generate(mobileEs)).resolves.toEqual(rules);
    expect(fallbacks[0]).toMatch(/^generate: /);
  });

  it('the rules engine needs no options; the LLM engine needs its endpoint', () => {
    expect(createEngine({ engine: 'rules' }).name).toBe('rules');
    expect(() => createEngine({ engine: 'llm' })).toThrow(/llm options/);
  });
});
