import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createApiClient,
  encryptPayload,
  importGatewayKey,
  type GatewayPublicKey,
} from '../../engine/api';
import { failure, startTestGateway, type TestGateway } from './support/test-gateway';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway();
});

afterAll(async () => {
  await gateway?.close();
});

/** The client over a fetch of the test's own, to watch or bend what goes over the wire. */
const clientWith = (fetchImpl: typeof fetch) =>
  createApiClient({
    baseUrl: gateway.url,
    merchantCode: '',
    getLanguage: () => 'en',
    getToken: () => undefined,
    timeoutMs: 10_000,
    fetch: fetchImpl,
  });

const post = (path: string, body: unknown) =>
  gateway.raw(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('encrypted payloads', () => {
  it('publishes an RSA-OAEP public key for the hybrid scheme', async () => {
    const key = await gateway.client().call('publicKey');
    expect(key).toMatchObject({
      algorithm: 'RSA-OAEP-256+A256GCM',
      jwk: { kty: 'RSA', alg: 'RSA-OAEP-256', e: 'AQAB' },
    });
    expect(key.keyId).toMatch(/^[0-9a-f]{16}$/);
  });

  it('round-trips a login through the client: fetched key, AES-GCM payload, wrapped key', async () => {
    const sent: string[] = [];
    const client = clientWith((input, init) => {
      sent.push(String(init?.body ?? ''));
      return fetch(input, init);
    });
    const session = await client.call('login', { username: 'player01', password: 'Player123' });
    expect(session.account).toBe('player01');
    const body = JSON.parse(sent[sent.length - 1]) as { encrypted: Record<string, string> };
    expect(Object.keys(body)).toEqual(['encrypted']);
    expect(sent.join('')).not.toContain('Player123');
    await client.call('login', { username: 'player01', password: 'Player123' });
    expect(sent.filter((entry) => entry === '')).toHaveLength(1);
  });

  it('refuses a plaintext payload on an encrypted action', async () => {
    const answer = await post('/wps/member/login', { username: 'player01', password: 'Player123' });
    expect([answer.status, answer.body.code]).toEqual([400, 'ENCRYPTION_REQUIRED']);
  });

  it('refuses a ciphertext made for another action, a tampered one, and an unknown key', async () => {
    const publicKey = (await gateway.client().call('publicKey')) as GatewayPublicKey;
    const key = await importGatewayKey(publicKey);
    const forRegister = await encryptPayload(key, 'register', {
      username: 'player01',
      password: 'Player123',
    });
    expect((await post('/wps/member/login', { encrypted: forRegister })).body.code).toBe(
      'DECRYPTION_FAILED',
    );
    const genuine = await encryptPayload(key, 'login', {
      username: 'player01',
      password: 'Player123',
    });
    const tampered = { ...genuine, data: `${genuine.data.slice(0, -4)}AAA=` };
    expect((await post('/wps/member/login', { encrypted: tampered })).body.code).toBe(
      'DECRYPTION_FAILED',
    );
    expect(
      (await post('/wps/member/login', { encrypted: { ...genuine, keyId: '0000000000000000' } }))
        .body.code,
    ).toBe('ENCRYPTION_KEY_UNKNOWN');
    expect((await post('/wps/member/login', { encrypted: genuine })).status).toBe(200);
  });

  it('validates the decrypted payload like any other', async () => {
    const key = await importGatewayKey(
      (await gateway.client().call('publicKey')) as GatewayPublicKey,
    );
    const answer = await post('/wps/member/login', {
      encrypted: await encryptPayload(key, 'login', { username: 'player01', password: 7 }),
    });
    expect([answer.status, answer.body.message]).toEqual([
      400,
      'Invalid login payload: password must be string (got 7)',
    ]);
  });

  it('fetches the key again once when the gateway no longer knows the one it had', async () => {
    let stale = true;
    const client = clientWith(async (input, init) => {
      const response = await fetch(input, init);
      if (!String(input).endsWith('/wps/system/public-key') || !stale) return response;
      stale = false;
      const value = ((await response.json()) as { value: GatewayPublicKey }).value;
      return Response.json({
        success: true,
        message: 'OK',
        value: { ...value, keyId: 'ffffffffffffffff' },
      });
    });
    expect(
      (await client.call('login', { username: 'player01', password: 'Player123' })).account,
    ).toBe('player01');
    expect(stale).toBe(false);
  });

  it('keeps the failure of an encrypted call a business error with its code', async () => {
    const refused = await failure(
      gateway.client().call('login', { username: 'player01', password: 'Wrong1234' }),
    );
    expect([refused.kind, refused.code]).toEqual(['business', 'INVALID_CREDENTIALS']);
  });
});
