// VIP and the reward centre's own items over HTTP (gateway README "VIP", "Reward centre items"):
// a level reached by plays, its level-up bonus and the monthly bonus each paid once under 20
// parallel claims with a VIP_BONUS line in the account record; the golden egg, red envelope, daily
// sign-in and cashback each by its rule, once; and the reward centre's badge counting them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberPageOffered } from '../../engine';
import { allOnBut } from '../engine/feature-check';
import { newPlayer, type TestPlayer } from './support/players';
import { failure, startTestGateway, type TestGateway } from './support/test-gateway';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway();
});

afterAll(async () => {
  await gateway?.close();
});

const DAY = 86_400_000;

const play = (player: TestPlayer, stake: string, win = '0') =>
  gateway.dev('POST', 'play', { username: player.username, stake, win });

/** A fresh player whose valid bet of 2,000.00 reached VIP level 1. */
async function levelOnePlayer(): Promise<TestPlayer> {
  const player = await newPlayer(gateway, { credit: '2000' });
  await play(player, '2000', '2000');
  return player;
}

/** 20 claims at once: how many were paid, and the refusals' messages. */
async function parallel<T>(claim: () => Promise<T>) {
  const answers = await Promise.allSettled(Array.from({ length: 20 }, claim));
  return {
    paid: answers.filter((answer) => answer.status === 'fulfilled').length,
    refusals: new Set(
      answers.flatMap((answer) =>
        answer.status === 'rejected' ? [(answer.reason as Error).message] : [],
      ),
    ),
  };
}

/** The next GMT day: sessions last 12 hours, so the player logs in again. */
async function nextDay(player: TestPlayer): Promise<TestPlayer> {
  gateway.clock.advance(DAY);
  const token = await gateway.login(player.username, 'Player123');
  return { ...player, token, client: gateway.client({ token }) };
}

const rewardCentreBadge = async (player: TestPlayer) =>
  (await player.client.call('memberMenu', {})).list.find((item) => item.page === 'rewardCenter')
    ?.badge;

describe('VIP', () => {
  it('is no VIP before any play and shows what the first level needs', async () => {
    const player = await newPlayer(gateway);
    const vip = await player.client.call('vip');
    expect(vip).toMatchObject({
      level: 0,
      label: '',
      validBet: '0.00',
      next: { level: 1, threshold: '2000.00', remaining: '2000.00' },
      monthly: { amount: '0.00', status: 'locked' },
    });
    expect(vip.levels[0]).toEqual({
      level: 1,
      label: 'Bronze',
      imageUrl: expect.stringMatching(/\/lgw\/art\/vip\/1\.svg\?v=\w+$/),
      imageSize: { width: 240, height: 240 },
      threshold: '2000.00',
      levelUpBonus: '10.00',
      monthlyBonus: '5.00',
      levelUp: 'locked',
    });
    expect((await player.client.call('memberInfo')).hasVip).toBe(false);
    const menu = (await player.client.call('memberMenu', {})).list.map((item) => item.page);
    expect(menu).not.toContain('vip');
    const refused = await failure(player.client.call('vipClaim', { kind: 'monthly' }));
    expect([refused.code, refused.message]).toEqual([
      'CONFLICT',
      'You are not a VIP yet: VIP bonuses start at level 1.',
    ]);
  });

  it('reaches level 1 by valid bets and shows it in the member info and the menu', async () => {
    const player = await newPlayer(gateway, { credit: '2500' });
    await play(player, '1999.99', '1999.99');
    expect((await player.client.call('vip')).level).toBe(0);
    await play(player, '0.01', '0.01');
    const vip = await player.client.call('vip');
    expect(vip).toMatchObject({
      level: 1,
      label: 'Bronze',
      validBet: '2000.00',
      next: { level: 2, threshold: '10000.00', remaining: '8000.00' },
    });
    expect(vip.levels.map((level) => level.levelUp).slice(0, 2)).toEqual(['claimable', 'locked']);
    expect(await player.client.call('memberInfo')).toMatchObject({
      hasVip: true,
      vipLabelName: 'Bronze',
      vipRankLevel: 1,
    });
    const menu = (await player.client.call('memberMenu', {})).list.map((item) => item.page);
    expect(menu).toContain('vip');
  });

  it('pays the level-up bonus once under 20 parallel claims, with a VIP_BONUS ledger line', async () => {
    const player = await levelOnePlayer();
    const before = await rewardCentreBadge(player);
    const claims = await parallel(() =>
      player.client.call('vipClaim', { kind: 'levelUp', level: 1 }),
    );
    expect(claims.paid).toBe(1);
    expect([...claims.refusals]).toEqual(['The level-up bonus of VIP level 1 is claimed already.']);
    expect((await player.client.call('memberInfo')).balance).toBe('2010.00');
    const lines = await player.client.call('walletTransactions', { type: 'bonus' });
    expect(lines.list.map((line) => [line.kind, line.amount, line.remark])).toEqual([
      ['VIP_BONUS', '10.00', 'VIP level 1 bonus'],
    ]);
    expect((await player.client.call('vip')).levels[0].levelUp).toBe('claimed');
    expect(await rewardCentreBadge(player)).toBe(before! - 1);
  });

  it('refuses the level-up bonus of a level not reached, and names a level that does not exist', async () => {
    const player = await levelOnePlayer();
    const early = await failure(player.client.call('vipClaim', { kind: 'levelUp', level: 2 }));
    expect([early.code, early.message]).toEqual([
      'CONFLICT',
      'VIP level 2 is not reached yet: you are at level 1.',
    ]);
    const none = await failure(player.client.call('vipClaim', { kind: 'levelUp', level: 9 }));
    expect([none.code, none.message]).toEqual([
      'BAD_REQUEST',
      'vipClaim level: expected a level from 1 to 8 (got 9).',
    ]);
  });

  it('pays the monthly bonus once per GMT month, in Portuguese too', async () => {
    const player = await levelOnePlayer();
    const claims = await parallel(() => player.client.call('vipClaim', { kind: 'monthly' }));
    expect(claims.paid).toBe(1);
    const month = (await player.client.call('vip')).monthly;
    expect(month).toMatchObject({ amount: '5.00', status: 'claimed' });
    expect([...claims.refusals]).toEqual([
      `The VIP monthly bonus of ${month.month} is claimed already.`,
    ]);
    const pt = gateway.client({ token: player.token, language: 'pt' });
    const again = await failure(pt.call('vipClaim', { kind: 'monthly' }));
    expect(again.message).toBe(`O bônus mensal VIP de ${month.month} já foi resgatado.`);
  });

  it('keeps the seeded VIP’s granted level without plays', async () => {
    const token = await gateway.login('vipgold01', 'Player123');
    const vip = await gateway.client({ token }).call('vip');
    expect([vip.level, vip.label, vip.next?.level]).toEqual([5, 'Gold', 6]);
  });
});

const item = async (player: TestPlayer, reward: string) =>
  (await player.client.call('rewards')).list.find((each) => each.reward === reward)!;

describe('reward centre items', () => {
  it('gives a golden egg ticket per 500.00 of valid bet, one draw each, from the listed prizes', async () => {
    const player = await newPlayer(gateway, { credit: '1000' });
    expect(await item(player, 'goldenEgg')).toMatchObject({ status: 'locked', tickets: 0 });
    await play(player, '1000', '1000');
    expect(await item(player, 'goldenEgg')).toMatchObject({ status: 'claimable', tickets: 2 });
    const claims = await parallel(() => player.client.call('rewardClaim', { reward: 'goldenEgg' }));
    expect(claims.paid).toBe(2);
    expect([...claims.refusals]).toEqual([
      'No golden egg ticket: one comes with every 500.00 of valid bet.',
    ]);
    const lines = await player.client.call('walletTransactions', { type: 'bonus' });
    expect(lines.list).toHaveLength(2);
    for (const line of lines.list) {
      expect(line.kind).toBe('RAFFLE');
      expect(['1.00', '2.00', '5.00', '10.00', '20.00']).toContain(line.amount);
    }
    expect(await item(player, 'goldenEgg')).toMatchObject({ status: 'claimed', tickets: 0 });
  });

  it('opens a red envelope once on a day with a paid deposit', async () => {
    const player = await newPlayer(gateway);
    const refused = await failure(player.client.call('rewardClaim', { reward: 'redEnvelope' }));
    expect(refused.message).toBe(
      'No red envelope today: it comes with a paid deposit of the day (GMT).',
    );
    const { payUrl } = await player.client.call('createDeposit', { channel: 'PIX', amount: '10' });
    await fetch(`${payUrl}/pay`, { method: 'POST' });
    expect(await item(player, 'redEnvelope')).toMatchObject({ status: 'claimable', tickets: 1 });
    const claims = await parallel(() =>
      player.client.call('rewardClaim', { reward: 'redEnvelope' }),
    );
    expect(claims.paid).toBe(1);
    expect([...claims.refusals]).toEqual(['Today’s red envelope is opened already.']);
    expect(await item(player, 'redEnvelope')).toMatchObject({ status: 'claimed', tickets: 0 });
  });

  it('signs in once a GMT day for points that grow with the streak', async () => {
    const player = await newPlayer(gateway);
    expect(await item(player, 'signIn')).toMatchObject({
      status: 'claimable',
      points: 10,
      streak: 0,
    });
    const claims = await parallel(() => player.client.call('rewardClaim', { reward: 'signIn' }));
    expect(claims.paid).toBe(1);
    expect([...claims.refusals]).toEqual(['You signed in today already.']);
    expect(await item(player, 'signIn')).toMatchObject({ status: 'claimed', streak: 1 });
    const tomorrow = await nextDay(player);
    const second = await tomorrow.client.call('rewardClaim', { reward: 'signIn' });
    expect([second.points, second.pointsBalance, second.amount]).toEqual([20, 30, null]);
    expect((await tomorrow.client.call('pointsDetail', {})).list[0]).toMatchObject({
      changedPoints: 20,
      type: 'EARN',
      remark: 'Daily sign-in, day 2',
    });
  });

  it('pays 5 % of the previous GMT day’s net loss as cashback, once', async () => {
    const player = await newPlayer(gateway, { credit: '200' });
    await play(player, '100', '20');
    await play(player, '50', '60');
    const none = await failure(player.client.call('rewardClaim', { reward: 'cashback' }));
    expect(none.message).toMatch(
      /^No cashback for \d{4}-\d{2}-\d{2}: there was no net loss that day\.$/,
    );
    const tomorrow = await nextDay(player);
    expect(await item(tomorrow, 'cashback')).toMatchObject({ status: 'claimable', amount: '3.50' });
    const claims = await parallel(() =>
      tomorrow.client.call('rewardClaim', { reward: 'cashback' }),
    );
    expect(claims.paid).toBe(1);
    expect([...claims.refusals][0]).toMatch(
      /^The cashback of \d{4}-\d{2}-\d{2} is claimed already\.$/,
    );
    const lines = await tomorrow.client.call('walletTransactions', { type: 'bonus' });
    expect(lines.list.map((line) => [line.kind, line.amount])).toEqual([['BONUS', '3.50']]);
  });

  it('counts claimable items in the reward centre’s badge', async () => {
    const player = await newPlayer(gateway);
    const before = await rewardCentreBadge(player);
    await player.client.call('rewardClaim', { reward: 'signIn' });
    expect(await rewardCentreBadge(player)).toBe(before! - 1);
  });
});

describe('the member menu', () => {
  it('leaves out the pages of a module the merchant switched off, as the runtime’s page table does', async () => {
    const player = await levelOnePlayer();
    await gateway.dev('POST', 'modules', { modId: 'VIP3', enabled: false });
    await gateway.dev('POST', 'modules', { modId: 'REFERRAL3', enabled: false });
    const menu = (await player.client.call('memberMenu', {})).list.map((item) => item.page);
    await gateway.dev('POST', 'modules', { modId: 'VIP3', enabled: true });
    await gateway.dev('POST', 'modules', { modId: 'REFERRAL3', enabled: true });
    // The VIP pages (the VIP page and the reward centre, which pays VIP bonuses) and referral.
    expect(menu.filter((page) => !memberPageOffered(page, allOnBut('vip', 'referral')))).toEqual(
      [],
    );
    expect(menu).toEqual(expect.arrayContaining(['securityCenter', 'messageV2']));
    expect(menu).not.toContain('rewardCenter');
  });
});
