// Contracts under churn and bursts (gateway/README.md "The agent centre"): a settlement period is
// paid once, to the contract in force at its end, however many contracts of the kind came and went
// in it; at most one pending offer and one active contract per upline, downline and kind, kept by
// the rule and by unique indexes, even for parallel offers split over two gateways.
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../engine';
import { migrate } from '../../gateway/db/migrate';
import { openPgliteDatabase } from '../../gateway/db/pglite-database';
import { eitherOf, useGatewayPair } from './support/gateway-pair';
import { tally } from './support/outcomes';
import { newDownline, seeded, through, type TestPlayer } from './support/players';

const HOUR = 3_600_000;
const BURST_MS = 180_000;

const pair = useGatewayPair(BURST_MS);

/** agent01, and a fresh agent under it with a fresh player under that. */
async function holderWithPlayer(): Promise<{
  upline: TestPlayer;
  holder: TestPlayer;
  player: TestPlayer;
}> {
  const upline = await seeded(pair.a, 'agent01', 'Agent123');
  const holder = await newDownline(pair.a, upline, { accountType: 'agent' });
  const player = await newDownline(pair.a, holder);
  return { upline, holder, player };
}

const hourlyOffer = (upline: ApiClient, downline: string) =>
  upline.call('hourlySalaryContract', {
    downline,
    rate: '0.5',
    hourlyBetAmount: '100',
    minActiveMembers: 1,
  });

describe('a settlement period', () => {
  it('is paid once, to the contract in force at its end, after five offer and accept cycles in it', async () => {
    // One minute into an hour of the gateway clock: every cycle and the bet fall in that hour.
    const now = pair.a.clock.now();
    pair.a.clock.advance(Math.ceil(now / HOUR) * HOUR + 60_000 - now);
    const { upline, holder, player } = await holderWithPlayer();
    for (let cycle = 0; cycle < 5; cycle += 1) {
      const offer = await hourlyOffer(upline.client, holder.username);
      await holder.client.call('contractRespond', { contractId: offer.id, decision: 'accept' });
    }
    await pair.a.dev('POST', 'credit', { username: player.username, amount: '1000' });
    await pair.a.dev('POST', 'play', { username: player.username, stake: '1000.00', win: '0' });
    pair.a.clock.advance(HOUR);
    const records = await holder.client.call('agentSettlements', { kind: 'hourlySalary' });
    // 0.5 % of 1000.00, once.
    expect(records.list.map((row) => [row.validBet, row.amount])).toEqual([['1000.00', '5.00']]);
    expect((await holder.client.call('balance')).balance).toBe('5.00');
  });

  it('is not paid to a contract that ended before it did', async () => {
    const now = pair.a.clock.now();
    pair.a.clock.advance(Math.ceil(now / HOUR) * HOUR + 60_000 - now);
    const { upline, holder, player } = await holderWithPlayer();
    const offer = await hourlyOffer(upline.client, holder.username);
    await holder.client.call('contractRespond', { contractId: offer.id, decision: 'accept' });
    await pair.a.dev('POST', 'credit', { username: player.username, amount: '1000' });
    await pair.a.dev('POST', 'play', { username: player.username, stake: '1000.00', win: '0' });
    await upline.client.call('contractRespond', { contractId: offer.id, decision: 'terminate' });
    pair.a.clock.advance(HOUR);
    expect((await holder.client.call('agentSettlements', { kind: 'hourlySalary' })).list).toEqual(
      [],
    );
    expect((await holder.client.call('balance')).balance).toBe('0.00');
  });
});

describe('one offer and one contract per upline, downline and kind', () => {
  it(
    'keeps one of 20 parallel offers split over two gateways, and one accept of 10 parallel ones',
    async () => {
      const { upline, holder } = await holderWithPlayer();
      const offers = Array.from({ length: 20 }, (_, n) =>
        hourlyOffer(through(eitherOf(pair, n), upline).client, holder.username),
      );
      expect(await tally(offers)).toEqual({ OK: 1, '409 CONFLICT': 19 });
      const [offer, ...others] = (await holder.client.call('contractRequests', {})).list;
      expect([others, offer!.status]).toEqual([[], 'offered']);
      const accepts = Array.from({ length: 10 }, (_, n) =>
        through(eitherOf(pair, n), holder).client.call('contractRespond', {
          contractId: offer!.id,
          decision: 'accept',
        }),
      );
      expect(await tally(accepts)).toEqual({ OK: 1, '409 CONFLICT': 9 });
      const statuses = (await holder.client.call('contractRequests', {})).list.map(
        (contract) => contract.status,
      );
      expect(statuses).toEqual(['active']);
    },
    BURST_MS,
  );

  it(
    'is kept by the store too: a second pending offer or active contract is refused',
    async () => {
      const db = await openPgliteDatabase();
      try {
        await migrate(db);
        await db.exec(`
        INSERT INTO merchants (code, skin_id, name, currency, currency_symbol, settings, module_tree, created_at)
          VALUES ('MC1', 'one', 'One', 'BRL', 'R$', '{}', '[]', now());
        INSERT INTO members (merchant_code, username, nickname, type, password_hash, password_changed_at, registered_at)
          VALUES ('MC1', 'up', 'Up', 1, '-', now(), now()), ('MC1', 'down', 'Down', 2, '-', now(), now());`);
        const contract = (status: string) =>
          db.query(
            `INSERT INTO contracts (merchant_code, upline_id, downline_id, kind, rate, terms, status, created_at)
           VALUES ('MC1', 1, 2, 'hourlySalary', 1, '{}', $1, now())`,
            [status],
          );
        for (const status of ['offered', 'active']) {
          await contract(status);
          await expect(contract(status)).rejects.toMatchObject({ code: '23505' });
        }
        // Ended contracts may be many.
        await contract('terminated');
        await contract('terminated');
      } finally {
        await db.close();
      }
    },
    BURST_MS,
  );
});
