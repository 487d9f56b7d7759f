// The settlement engine across a restart (spec 001 §3 Contracts; gateway/README.md "The agent
// centre"): a gateway on a store in a folder settles a finished day, stops, and a new gateway on
// the same folder and clock reads the same record and pays nothing again.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../engine';
import { freshUsername, startTestGateway, type TestGateway } from './support/test-gateway';

const STARTS_GATEWAYS = 120_000;
const DAY = 86_400_000;
const temporary = mkdtempSync(path.join(tmpdir(), 'skinforge-settlement-'));

afterAll(() => {
  rmSync(temporary, { recursive: true, force: true });
});

describe('settlement across a restart', () => {
  it(
    'writes a day once: the restarted gateway finds it settled and pays nothing twice',
    async () => {
      const dataDir = path.join(temporary, 'data');
      // One clock for both gateways, moved by the test: 02:00 GMT of the next day.
      let time = Math.ceil(Date.now() / DAY) * DAY + 2 * 3_600_000;
      const clock = () => time;
      const holder = freshUsername('ag');
      const player = freshUsername('pl');
      const read = async (gateway: TestGateway): Promise<[string, unknown[]]> => {
        const agent: ApiClient = gateway.client({
          token: await gateway.login(holder, 'Player123'),
        });
        const records = await agent.call('agentSettlements', { kind: 'dailySalary' });
        const rows = records.list.map((row) => [row.period, row.validBet, row.amount]);
        return [(await agent.call('balance')).balance, rows];
      };
      const first = await startTestGateway({ db: { dataDir }, clock });
      let before: [string, unknown[]];
      try {
        const upline = first.client({ token: await first.login('agent01', 'Agent123') });
        await upline.call('registerDownline', {
          username: holder,
          password: 'Player123',
          confirmPassword: 'Player123',
          accountType: 'agent',
        });
        const agent = first.client({ token: await first.login(holder, 'Player123') });
        const offer = await upline.call('contractOffer', {
          downline: holder,
          kind: 'dailySalary',
          rate: '2',
        });
        await agent.call('contractRespond', { contractId: offer.id, decision: 'accept' });
        await agent.call('registerDownline', {
          username: player,
          password: 'Player123',
          confirmPassword: 'Player123',
          accountType: 'player',
        });
        await first.dev('POST', 'credit', { username: player, amount: '100' });
        await first.dev('POST', 'play', { username: player, stake: '40.00', win: '0' });
        time += DAY;
        before = await read(first);
      } finally {
        await first.close();
      }
      const day = new Date(time - DAY).toISOString().slice(0, 10);
      // 2 % of 40.00 = 0.80, paid once.
      expect(before).toEqual(['0.80', [[day, '40.00', '0.80']]]);
      const second = await startTestGateway({ db: { dataDir }, clock });
      try {
        expect(await read(second)).toEqual(before);
      } finally {
        await second.close();
      }
    },
    STARTS_GATEWAYS,
  );
});
