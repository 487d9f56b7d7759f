// Turnover on every way money leaves a member's play (gateway/README.md "Turnover"): a bonus or a
// deposit not yet played through cannot walk out through the upline, a downline or a
// withdrawal; played through, it may. A promotion that needs review is never approved by a timer
// in a production gateway.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiPromotion } from '../../engine';
import { tally } from './support/outcomes';
import { newDownline, newPlayer, seeded, type TestPlayer } from './support/players';
import { startTestGateway, type TestGateway } from './support/test-gateway';

const MINUTE = 60_000;

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway();
});

afterAll(async () => {
  await gateway?.close();
});

const english = (on: TestGateway, player: TestPlayer): TestPlayer => ({
  ...player,
  client: on.client({ token: player.token, language: 'en' }),
});

async function promotionTitled(player: TestPlayer, title: string): Promise<ApiPromotion> {
  const found = (await player.client.call('promotions', {})).list.find(
    (promotion) => promotion.title === title,
  );
  if (!found) throw new Error(`No promotion titled ${title} (the seed's English titles)`);
  return found;
}

/** The welcome (20.00) and VIP (50.00) bonuses, applied for and approved: 70.00, no deposit. */
async function takeBonuses(player: TestPlayer): Promise<void> {
  for (const title of ['Welcome bonus', 'VIP bonus']) {
    const { id } = await promotionTitled(player, title);
    await player.client.call('promotionApply', { promotionId: id, comment: 'Hello' });
  }
  await gateway.dev('POST', 'promotions', { username: player.username, decision: 'approve' });
}

/** A fresh agent under agent01 and a player under it, each with a transaction password. */
async function agentWithPlayer(): Promise<{ agent: TestPlayer; player: TestPlayer }> {
  const agent01 = await seeded(gateway, 'agent01', 'Agent123');
  const agent = await newDownline(gateway, agent01, {
    accountType: 'agent',
    paymentPassword: '135790',
  });
  const player = await newDownline(gateway, agent, { paymentPassword: '246810' });
  return { agent: english(gateway, agent), player: english(gateway, player) };
}

/** What a transfer from the agent to its player comes to. */
const downTo = (agent: TestPlayer, player: TestPlayer, amount: string) =>
  tally([
    agent.client.call('downlineTransfer', {
      downline: player.username,
      amount,
      paymentPassword: '135790',
    }),
  ]);

describe('a bonus not played through', () => {
  it('cannot walk out through the upline, and the upline cannot pass it on or withdraw it', async () => {
    const { agent, player } = await agentWithPlayer();
    await takeBonuses(player);
    expect((await player.client.call('balance')).balance).toBe('70.00');
    expect(
      await tally([
        player.client.call('transferUpline', { amount: '70', paymentPassword: '246810' }),
      ]),
    ).toEqual({ '400 INSUFFICIENT_FUNDS': 1 });
    const refused = await player.client
      .call('transferUpline', { amount: '1', paymentPassword: '246810' })
      .catch((error: Error) => error.message);
    expect(refused).toBe(
      'You can transfer at most 0.00 now: 210.00 of valid bet is still owed (got 1).',
    );
    expect((await agent.client.call('balance')).balance).toBe('0.00');

    // The agent's own bonus may not go down to a downline either.
    await takeBonuses(agent);
    expect(await downTo(agent, player, '1')).toEqual({ '400 INSUFFICIENT_FUNDS': 1 });
    expect((await player.client.call('balance')).balance).toBe('70.00');
    expect((await agent.client.call('balance')).balance).toBe('70.00');
  });

  it('cannot walk out through parallel transfers either', async () => {
    const { player } = await agentWithPlayer();
    await takeBonuses(player);
    await gateway.dev('POST', 'credit', { username: player.username, amount: '300' });
    // Of the 370.00, 210.00 stays for the bonus's turnover (3 × 70.00): of 10 transfers of 20.00
    // at once, eight go through.
    expect(
      await tally(
        Array.from({ length: 10 }, () =>
          player.client.call('transferUpline', { amount: '20', paymentPassword: '246810' }),
        ),
      ),
    ).toEqual({ OK: 8, '400 INSUFFICIENT_FUNDS': 2 });
    expect((await player.client.call('balance')).balance).toBe('210.00');
  });

  it('moves once it is played through', async () => {
    const { agent, player } = await agentWithPlayer();
    await takeBonuses(player);
    // 3 × 70.00 of valid bet: the credit pays the stake and the play loses it.
    await gateway.dev('POST', 'credit', { username: player.username, amount: '210' });
    await gateway.dev('POST', 'play', { username: player.username, stake: '210.00', win: '0' });
    const sent = await player.client.call('transferUpline', {
      amount: '70',
      paymentPassword: '246810',
    });
    expect([sent.balance, (await agent.client.call('balance')).balance]).toEqual(['0.00', '70.00']);
  });

  it('holds a deposit back until it is played through once', async () => {
    const { agent, player } = await agentWithPlayer();
    const { payUrl } = await agent.client.call('createDeposit', { channel: 'PIX', amount: '100' });
    await fetch(`${payUrl}/pay`, { method: 'POST' });
    expect(await downTo(agent, player, '100')).toEqual({ '400 INSUFFICIENT_FUNDS': 1 });
  });
});

describe('applications for a bonus', () => {
  it('are never approved by a timer in a production gateway', async () => {
    const production = await startTestGateway({ dev: false });
    try {
      const registered = await newPlayer(production);
      const player = english(production, registered);
      const welcome = await promotionTitled(player, 'Welcome bonus');
      await player.client.call('promotionApply', { promotionId: welcome.id, comment: 'Hello' });
      production.clock.advance(6 * 60 * MINUTE);
      expect((await promotionTitled(player, 'Welcome bonus')).status).toBe('applying');
      expect((await player.client.call('balance')).balance).toBe('0.00');
    } finally {
      await production.close();
    }
  });
});
