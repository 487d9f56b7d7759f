// Hostile input gets a 4xx envelope, never a 500 (gateway/README.md "The contract as this gateway
// speaks it"): control characters are refused with the field's name before anything reaches SQL,
// JSON nested deeper than 32 levels is refused before schema validation, and random JSON thrown at
// every action of the table leaves the server answering.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIONS, ApiError, type ActionName, type ApiClient } from '../../engine';
import { API_SCHEMAS } from '../../engine/authoring';
import { failure, startTestGateway, type TestGateway } from './support/test-gateway';

let gateway: TestGateway;
let token: string;

beforeAll(async () => {
  gateway = await startTestGateway();
  token = await gateway.login('down0103', 'Player123');
});

afterAll(async () => {
  await gateway?.close();
});

const json = { 'Content-Type': 'application/json', 'X-Language': 'en' };

describe('control characters', () => {
  it('refuses a NUL in the login name with the field, not a 500', async () => {
    const refused = await failure(
      gateway.client().call('login', { username: 'play\u0000er01', password: 'Player123' }),
    );
    expect([refused.status, refused.code, refused.message, refused.value]).toEqual([
      400,
      'BAD_REQUEST',
      'Invalid login payload: username must not contain control characters (got "play\\u0000er01")',
      {
        field: 'username',
        expected: 'text without control characters',
        found: '"play\\u0000er01"',
      },
    ]);
  });

  it('refuses a NUL in a query string (affiliate check)', async () => {
    const answer = await gateway.raw('/wps/affiliate/check?code=AGT%0041', { headers: json });
    expect([answer.status, answer.body.code, answer.body.message]).toEqual([
      400,
      'BAD_REQUEST',
      'Invalid affiliateCheck payload: code must not contain control characters (got "AGT\\u000041")',
    ]);
  });

  it('refuses a NUL in a form body (the e-mail reset)', async () => {
    const answer = await gateway.raw('/wps/member/password/forget-by-email', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Language': 'en' },
      body: 'username=player01%00&email=a%40example.com',
    });
    expect([
      answer.status,
      answer.body.code,
      (answer.body.value as { field: string }).field,
    ]).toEqual([400, 'BAD_REQUEST', 'username']);
  });

  it('refuses a NUL deep inside a JSON body (feedback) and an escape character in a key', async () => {
    const answer = await gateway.raw('/wps/feedback', {
      method: 'PUT',
      headers: { ...json, Authorization: `Bearer ${token}` },
      body: JSON.stringify({ content: 'the lobby \u0000 is great' }),
    });
    expect([answer.status, (answer.body.value as { field: string }).field]).toEqual([
      400,
      'content',
    ]);
    const key = await gateway.raw('/wps/feedback', {
      method: 'PUT',
      headers: { ...json, Authorization: `Bearer ${token}` },
      body: JSON.stringify({ 'con\u001btent': 'the lobby is great' }),
    });
    expect([key.status, key.body.message]).toEqual([
      400,
      'Invalid feedback payload: a field name must not contain control characters (got "con\\u001btent")',
    ]);
  });

  it('keeps line breaks and tabs in a text that may have them', async () => {
    const answer = await gateway.raw('/wps/feedback', {
      method: 'PUT',
      headers: { ...json, Authorization: `Bearer ${token}` },
      body: JSON.stringify({ content: 'the lobby\n\tis great' }),
    });
    expect(answer.status).toBe(200);
  });
});

describe('nesting', () => {
  it('refuses JSON nested 20,000 deep (40 KB) before validating it', async () => {
    const deep = `{"content": ${'['.repeat(20_000)}${']'.repeat(20_000)}}`;
    const answer = await gateway.raw('/wps/feedback', {
      method: 'PUT',
      headers: { ...json, Authorization: `Bearer ${token}` },
      body: deep,
    });
    expect([answer.status, answer.body.code, answer.body.message]).toEqual([
      400,
      'BAD_REQUEST',
      'The request body nests deeper than 32 levels (got more than 32)',
    ]);
  });

  it('takes JSON nested 32 deep to the schema, which names the field', async () => {
    const body = `{"content": ${'['.repeat(31)}${']'.repeat(31)}}`;
    const answer = await gateway.raw('/wps/feedback', {
      method: 'PUT',
      headers: { ...json, Authorization: `Bearer ${token}` },
      body,
    });
    expect([answer.status, (answer.body.value as { field: string }).field]).toEqual([
      400,
      'content',
    ]);
  });
});

/** Every property name any payload schema knows, so random payloads hit real fields too. */
function payloadFieldNames(): string[] {
  const names = new Set<string>();
  const walk = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!node || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    if (record.properties && typeof record.properties === 'object') {
      for (const name of Object.keys(record.properties)) names.add(name);
    }
    Object.values(record).forEach(walk);
  };
  walk(API_SCHEMAS);
  return [...names].sort();
}

describe('random JSON at every action', () => {
  it('answers every action with a 2xx or 4xx envelope and stays up', async () => {
    const fields = payloadFieldNames();
    const text = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 40 }),
      fc.constantFrom('', ' ', '0', '-1', '1e309', 'null', '__proto__', "'; DROP TABLE members;--"),
    );
    const leaf = fc.oneof(
      text,
      fc.integer(),
      fc.double({ noNaN: true }),
      fc.boolean(),
      fc.constant(null),
    );
    const value = fc.letrec<{ value: unknown }>((tie) => ({
      value: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        leaf,
        fc.array(tie('value'), { maxLength: 3 }),
        fc.dictionary(fc.oneof(fc.constantFrom(...fields), text), tie('value'), { maxKeys: 3 }),
      ),
    })).value;
    const payload = fc.dictionary(fc.oneof(fc.constantFrom(...fields), text), value, {
      maxKeys: 6,
    });
    const names = ACTIONS.map((action) => action.name);
    let player: ApiClient = gateway.client({ token });

    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...names),
        payload,
        fc.boolean(),
        async (name: ActionName, random, withToken) => {
          const client = withToken ? player : gateway.client();
          // Plain objects, as a browser's JSON would give (fast-check's have no prototype).
          const sent = JSON.parse(JSON.stringify(random)) as never;
          try {
            await client.call(name, sent);
          } catch (error) {
            if (!(error instanceof ApiError)) throw error;
            expect(error.kind, `${name} ${JSON.stringify(sent)}: ${error.message}`).toBe(
              'business',
            );
            expect(error.status).toBeGreaterThanOrEqual(400);
            expect(error.status).toBeLessThan(500);
            // A random logout or password change ends the session; the next run logs in again.
            if (error.code === 'TOKEN_INVALID') {
              player = gateway.client({ token: await gateway.login('down0103', 'Player123') });
            }
          }
        },
      ),
      { numRuns: 400, seed: 20_250_601 },
    );
    expect((await gateway.raw('/wps/system/permission')).body.success).toBe(true);
  });

  it('answers any JSON document as a body (arrays, strings, numbers) with a 4xx envelope', async () => {
    const posts = ACTIONS.filter((action) => action.method === 'POST' || action.method === 'PUT');
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...posts),
        fc.jsonValue({ maxDepth: 4 }),
        async (action, document) => {
          const answer = await gateway.raw(action.path, {
            method: action.method,
            headers: { ...json, Authorization: `Bearer ${token}`, 'Idempotency-Key': 'fuzz-key-1' },
            body: JSON.stringify(document) ?? 'null',
          });
          expect(answer.status).toBeLessThan(500);
          expect(typeof answer.body.success).toBe('boolean');
        },
      ),
      { numRuns: 200, seed: 20_250_602 },
    );
  });
});
