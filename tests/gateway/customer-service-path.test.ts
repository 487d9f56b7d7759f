// The customer-service path travels encrypted (spec 000 §3 "Customer-service entry: csType, path
// (encrypted)"): the permission payload carries each path sealed to the gateway's own key with the
// scheme of the encrypted payloads, so the address is not in it; the gateway's open route decrypts
// it and sends the player's window on; an altered or foreign seal opens nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_SERVICE_OPEN_PATH } from '../../engine';
import { startTestGateway, type TestGateway } from './support/test-gateway';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway();
});

afterAll(async () => {
  await gateway?.close();
});

const open = (sealed: unknown) =>
  fetch(
    `${gateway.url}${CUSTOMER_SERVICE_OPEN_PATH}?path=${encodeURIComponent(JSON.stringify(sealed))}`,
    { redirect: 'manual' },
  );

describe('the customer-service path (spec 000 §3)', () => {
  it('is sent sealed, without the address in it, and opens through the gateway', async () => {
    const permission = await gateway.client().call('permission');
    const entries = permission.info.customerService;
    expect(entries.length).toBeGreaterThan(0);
    const answer = JSON.stringify(entries);
    expect(answer).not.toMatch(/https?:\/\/|mailto:/);
    for (const entry of entries) {
      expect(entry.path).toMatchObject({ algorithm: 'RSA-OAEP-256+A256GCM' });
      const opened = await open(entry.path);
      expect(opened.status).toBe(302);
      expect(opened.headers.get('location')).toMatch(/^(https?:\/\/|mailto:)/);
    }
  });

  it('opens nothing for an altered seal or one that is no seal', async () => {
    const { customerService } = (await gateway.client().call('permission')).info;
    const sealed = customerService[0]!.path as Record<string, string>;
    const altered = { ...sealed, data: `${sealed.data.slice(0, -4)}AAAA` };
    for (const path of [altered, { keyId: 'x' }, 'not json']) {
      const answer = await open(path);
      expect(answer.status).toBe(400);
      expect(answer.headers.get('location')).toBeNull();
    }
  });
});
