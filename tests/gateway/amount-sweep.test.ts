// Every amount from 0.01 to 100.00 is accepted (a float `multipleOf: 0.01` refused 1,363 of these
// 10,000): all of them against the gateway's own payload validator in-process, a spread of them
// through the real gateway over HTTP, and no schema of the contract left that takes a binary float.
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIONS, getAction, moneyCents, moneyText, type ApiClient } from '../../engine';
import { PayloadValidator } from '../../gateway/core/payload-validator';
import { startTestGateway, type TestGateway } from './support/test-gateway';

const SCHEMAS_DIR = new URL('../../schemas/', import.meta.url).pathname;

/** "0.01" … "100.00", and the short spellings a player types ("0.1", "7", "19.9"). */
function everyAmount(): string[] {
  const amounts: string[] = [];
  for (let cents = 1; cents <= 10_000; cents += 1) {
    const text = moneyText(cents);
    amounts.push(text);
    if (text.endsWith('0')) amounts.push(text.replace(/\.?0+$/, ''));
  }
  return amounts;
}

describe('the amount schema', () => {
  it('accepts every amount from 0.01 to 100.00 in every action that moves money', () => {
    const validator = new PayloadValidator();
    const refused: string[] = [];
    const moves = [
      ['walletTransfer', { from: 'MAIN', to: 'PT' }],
      ['transferUpline', { paymentPassword: '123456' }],
      ['downlineTransfer', { downline: 'down0101', paymentPassword: '123456' }],
    ] as const;
    for (const [name, rest] of moves) {
      for (const amount of everyAmount()) {
        try {
          validator.payload(getAction(name), { ...rest, amount }, false);
        } catch {
          refused.push(`${name} ${amount}`);
        }
      }
    }
    expect(refused).toEqual([]);
  });

  it('still refuses what is not an amount', () => {
    const validator = new PayloadValidator();
    const spec = getAction('walletTransfer');
    for (const amount of ['0', '0.00', '0.001', '-1', '1.234', '1e2', ' 1', '01', 1, 0.07, '']) {
      expect(
        () => validator.payload(spec, { from: 'MAIN', to: 'PT', amount }, false),
        JSON.stringify(amount),
      ).toThrow('Invalid walletTransfer payload: amount must be');
    }
  });

  it('has no binary float in any schema of the contract: amounts are strings, counts integers', () => {
    const floats: string[] = [];
    const walk = (node: unknown, where: string) => {
      if (Array.isArray(node)) {
        return node.forEach((child, index) => walk(child, `${where}/${index}`));
      }
      if (!node || typeof node !== 'object') return;
      const record = node as Record<string, unknown>;
      const types = [record.type].flat();
      if (types.includes('number') || 'multipleOf' in record) floats.push(where);
      for (const [key, child] of Object.entries(record)) walk(child, `${where}/${key}`);
    };
    const files = [
      'defs.schema.json',
      ...readdirSync(`${SCHEMAS_DIR}api`).map((file) => `api/${file}`),
    ];
    for (const file of files) walk(JSON.parse(readFileSync(`${SCHEMAS_DIR}${file}`, 'utf8')), file);
    expect(floats).toEqual([]);
    expect(ACTIONS.length).toBeGreaterThan(50);
  });
});

describe('amounts through the gateway', () => {
  let gateway: TestGateway;
  let player: ApiClient;

  beforeAll(async () => {
    gateway = await startTestGateway();
    player = gateway.client({ token: await gateway.login('agent41', 'Agent123') });
  });

  afterAll(async () => {
    await gateway?.close();
  });

  it('moves a spread of amounts from 0.01 to 100.00 to the cent', async () => {
    // Every 97th cent: all 100 cent endings appear, and every tenth of the range.
    const sample = [];
    for (let cents = 1; cents <= 10_000; cents += 97) sample.push(moneyText(cents));
    sample.push('100.00', '99.99', '0.07', '0.29', '1.15', '19.99', '33.33');
    const before = await player.call('consolidatedFunds');
    let moved = 0;
    for (const amount of sample) {
      await player.call('walletTransfer', { from: 'MAIN', to: 'PT', amount });
      moved += moneyCents(amount);
    }
    const after = await player.call('consolidatedFunds');
    expect(after.main).toBe(moneyText(moneyCents(before.main) - moved));
    expect(after.total).toBe(before.total);
  });
});
