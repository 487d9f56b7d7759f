import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from './support/test-gateway';

let gateway: TestGateway;
let token: string;

beforeAll(async () => {
  gateway = await startTestGateway();
  token = await gateway.login('down0101', 'Player123');
});

afterAll(async () => {
  await gateway?.close();
});

const json = { 'Content-Type': 'application/json', 'X-Language': 'en' };

describe('bad input gets a 4xx envelope and the server stays up', () => {
  it('answers malformed JSON with 400', async () => {
    const answer = await gateway.raw('/lgw/favourites', {
      method: 'POST',
      headers: { ...json, Authorization: `Bearer ${token}` },
      body: '{"nodeId": ',
    });
    expect([answer.status, answer.body.success, answer.body.code]).toEqual([
      400,
      false,
      'BAD_REQUEST',
    ]);
    expect(answer.body.message).toMatch(/JSON/);
  });

  it('names the field, what was expected and what came', async () => {
    const wrongType = await gateway.raw('/lgw/favourites', {
      method: 'POST',
      headers: { ...json, Authorization: `Bearer ${token}` },
      body: JSON.stringify({ nodeId: 'twelve' }),
    });
    expect(wrongType.body).toEqual({
      success: false,
      message: 'Invalid addFavourite payload: nodeId must be integer (got "twelve")',
      value: { field: 'nodeId', expected: 'integer', found: '"twelve"' },
      code: 'BAD_REQUEST',
    });
    const missing = await gateway.raw('/lgw/favourites', {
      method: 'POST',
      headers: { ...json, Authorization: `Bearer ${token}` },
      body: '{}',
    });
    expect(missing.body.message).toBe('Invalid addFavourite payload: nodeId is required');
    const unknown = await gateway.raw('/lgw/games?pageNo=1&colour=red');
    expect(unknown.body.message).toBe(
      'Invalid gamesList payload: colour is not a field of this action',
    );
    const badEnum = await gateway.raw('/lgw/games?gameType=SLOTS');
    expect(badEnum.body.message).toBe(
      'Invalid gamesList payload: gameType must be one of "RNG", "LIVE", "FISH", "PVP", "BGS", "SPORTS", "ESPORTS", "COCKFIGHT", "LOTT", "ELOTT" (got "SLOTS")',
    );
  });

  it('refuses a body that is not an object, a wrong media type, and an oversized body', async () => {
    const array = await gateway.raw('/wps/member/first-login', {
      method: 'POST',
      headers: { ...json, Authorization: `Bearer ${token}` },
      body: '[1,2]',
    });
    expect([array.status, array.body.code]).toEqual([400, 'BAD_REQUEST']);
    const xml = await gateway.raw('/wps/member/first-login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/xml', Authorization: `Bearer ${token}` },
      body: '<a/>',
    });
    expect([xml.status, xml.body.code]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
    const huge = await gateway.raw('/wps/security/profile', {
      method: 'POST',
      headers: { ...json, Authorization: `Bearer ${token}` },
      body: JSON.stringify({ nickname: 'x'.repeat(70_000) }),
    });
    expect([huge.status, huge.body.code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
  });

  it('answers an unknown action and an unknown method with 404 envelopes', async () => {
    const unknown = await gateway.raw('/wps/nothing/here');
    expect([unknown.status, unknown.body.code, unknown.body.message]).toEqual([
      404,
      'UNKNOWN_ACTION',
      'No action answers GET /wps/nothing/here; see `skinforge actions`.',
    ]);
    const wrongMethod = await gateway.raw('/lgw/games', { method: 'DELETE' });
    expect([wrongMethod.status, wrongMethod.body.code]).toEqual([404, 'UNKNOWN_ACTION']);
    expect((await gateway.raw('/lotto/lgw/nope')).body.code).toBe('UNKNOWN_ACTION');
  });

  it('refuses a malformed token like a revoked one', async () => {
    const answer = await gateway.raw('/wps/member/info', {
      headers: { Authorization: 'Bearer not a token' },
    });
    expect([answer.status, answer.body.code]).toEqual([401, 'TOKEN_INVALID']);
  });

  it('writes nothing of a feedback that breaks its rule', async () => {
    const answer = await gateway.raw('/wps/feedback', {
      method: 'PUT',
      headers: { ...json, Authorization: `Bearer ${token}` },
      body: JSON.stringify({ content: 'one' }),
    });
    expect([answer.status, answer.body.message]).toEqual([
      400,
      'Please write between 2 and 300 words',
    ]);
    const good = await gateway.raw('/wps/feedback', {
      method: 'PUT',
      headers: { ...json, Authorization: `Bearer ${token}` },
      body: JSON.stringify({ content: 'the lobby is great' }),
    });
    expect(good.status).toBe(200);
  });

  it('still answers after all of that', async () => {
    expect((await gateway.raw('/wps/system/permission')).body.success).toBe(true);
  });

  it('lets any origin call with CORS and exposes Retry-After', async () => {
    const preflight = await fetch(`${gateway.url}/wps/member/login`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://skin.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect([preflight.status, preflight.headers.get('access-control-allow-origin')]).toEqual([
      204,
      'https://skin.example',
    ]);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('Idempotency-Key');
    const answer = await fetch(`${gateway.url}/wps/system/permission`, {
      headers: { Origin: 'https://skin.example' },
    });
    expect(answer.headers.get('access-control-expose-headers')).toContain('Retry-After');
  });
});
