// Plays are real (gateway README "Plays and the ledger"): a round on the game page writes a play
// row and its ledger lines through recordPlay, and the member's records — the betting record, the
// account record, profit and loss, bonuses — derive from those rows, the seeded history included.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moneyCents, moneyText, type ApiClient } from '../../engine';
import { newPlayer, type TestPlayer } from './support/players';
import { openSocket } from './support/socket';
import { failure, startTestGateway, type TestGateway } from './support/test-gateway';

let gateway: TestGateway;
let seeded: ApiClient;
let fresh: TestPlayer;
const DAY = 86_400_000;

/** The day of an instant in the merchants' time zone (UTC-3), as records name days. */
const merchantDay = (time: number) => new Date(time - 3 * 3_600_000).toISOString().slice(0, 10);

async function playRound(player: TestPlayer) {
  const [game] = (await player.client.call('gamesList', { gameType: 'RNG', gameClassify: 'SLOT' }))
    .games;
  const launch = await player.client.call('launchGame', { nodeId: game.nodeId });
  const answer = (await (await fetch(`${launch.url}/round`, { method: 'POST' })).json()) as {
    value: { stake: string; win: string; balance: string };
  };
  return { game, round: answer.value };
}

beforeAll(async () => {
  gateway = await startTestGateway();
  seeded = gateway.client({ token: await gateway.login('player01', 'Player123') });
  fresh = await newPlayer(gateway, { credit: '50' });
});

afterAll(async () => {
  await gateway?.close();
});

describe('a round on the game page', () => {
  it('writes a play and its ledger lines, and tells the socket the balance', async () => {
    const socket = await openSocket(gateway.url, fresh.token);
    const { game, round } = await playRound(fresh);
    const heard = await socket.next((event) => event.type === 'balance');
    socket.close();
    expect(heard).toMatchObject({ type: 'balance', balance: round.balance });

    const bets = await fresh.client.call('betRecords', {});
    expect(bets.list).toHaveLength(1);
    expect(bets.list[0]).toMatchObject({
      gameCode: game.gameCode,
      gameName: game.gameName,
      vendor: game.vassalage,
      category: 'RNG',
      stake: '1.00',
      validBet: '1.00',
      win: round.win,
      profit: moneyText(moneyCents(round.win) - 100),
      settled: true,
    });
    expect(bets.totals).toEqual({
      stake: '1.00',
      validBet: '1.00',
      win: round.win,
      profit: moneyText(moneyCents(round.win) - 100),
    });

    const lines = await fresh.client.call('walletTransactions', {});
    const kinds = lines.list.map((line) => [line.kind, line.type, line.amount]);
    expect(kinds).toContainEqual(['GAME_BET', 'bet', '-1.00']);
    if (round.win !== '0.00') expect(kinds).toContainEqual(['GAME_WIN', 'win', round.win]);
    expect(lines.list[0].balanceAfter).toBe(round.balance);
  });

  it('refuses a round the wallet cannot cover and writes nothing', async () => {
    const broke = await newPlayer(gateway);
    const [game] = (await broke.client.call('gamesList', { gameType: 'RNG', gameClassify: 'SLOT' }))
      .games;
    const launch = await broke.client.call('launchGame', { nodeId: game.nodeId });
    const answer = await fetch(`${launch.url}/round`, { method: 'POST' });
    expect([answer.status, ((await answer.json()) as { code: string }).code]).toEqual([
      400,
      'INSUFFICIENT_FUNDS',
    ]);
    expect((await broke.client.call('betRecords', {})).total).toBe(0);
    expect((await broke.client.call('walletTransactions', {})).total).toBe(0);
  });
});

describe('the betting record', () => {
  it('shows the seeded plays of the last 7 days by default, with totals over every page', async () => {
    const week = await seeded.call('betRecords', { pageSize: 5 });
    expect([week.startDate, week.endDate]).toEqual([
      merchantDay(gateway.clock.now() - 6 * DAY),
      merchantDay(gateway.clock.now()),
    ]);
    expect(week.list.length).toBe(Math.min(5, week.total));
    expect(week.total).toBeGreaterThan(0);
    const all = await seeded.call('betRecords', { pageSize: 100 });
    const sum = (field: 'stake' | 'validBet' | 'win') =>
      moneyText(all.list.reduce((total, play) => total + moneyCents(play[field]), 0));
    expect(week.totals).toEqual({
      stake: sum('stake'),
      validBet: sum('validBet'),
      win: sum('win'),
      profit: moneyText(moneyCents(sum('win')) - moneyCents(sum('stake'))),
    });
  });

  it('filters by category and vendor, and a longer period finds more', async () => {
    const range = {
      startDate: merchantDay(gateway.clock.now() - 40 * DAY),
      endDate: merchantDay(gateway.clock.now()),
    };
    const month = await seeded.call('betRecords', { ...range, pageSize: 100 });
    expect(month.total).toBe(30);
    const { category, vendor } = month.list[0];
    const byCategory = await seeded.call('betRecords', { ...range, category, pageSize: 100 });
    expect(byCategory.list.every((play) => play.category === category)).toBe(true);
    expect(byCategory.total).toBe(month.list.filter((play) => play.category === category).length);
    const byVendor = await seeded.call('betRecords', { ...range, vendor, pageSize: 100 });
    expect(byVendor.list.every((play) => play.vendor === vendor)).toBe(true);
  });

  it('refuses a period that runs backwards, is too long or names one day only, naming the field', async () => {
    const backwards = await failure(
      seeded.call('betRecords', { startDate: '2025-02-10', endDate: '2025-02-01' }),
    );
    expect([backwards.status, backwards.message, backwards.value]).toEqual([
      400,
      'endDate must not be before startDate (got 2025-02-10 to 2025-02-01)',
      { field: 'endDate' },
    ]);
    const long = await failure(
      seeded.call('betRecords', { startDate: '2025-01-01', endDate: '2025-06-01' }),
    );
    expect(long.message).toBe('a period holds at most 92 days (got 152, 2025-01-01 to 2025-06-01)');
    const half = await failure(seeded.call('betRecords', { startDate: '2025-01-01' }));
    expect([half.message, half.value]).toEqual([
      'endDate is required with startDate: a period names both days or neither.',
      { field: 'endDate' },
    ]);
    const unreal = await failure(
      seeded.call('profitLoss', { startDate: '2025-02-30', endDate: '2025-03-01' }),
    );
    expect(unreal.message).toBe('startDate must be a day as yyyy-MM-dd (got "2025-02-30")');
  });
});

describe('profit and loss', () => {
  it('adds the plays up per day and per category to the same totals as the betting record', async () => {
    const range = {
      startDate: merchantDay(gateway.clock.now() - 30 * DAY),
      endDate: merchantDay(gateway.clock.now()),
    };
    const report = await seeded.call('profitLoss', range);
    const bets = await seeded.call('betRecords', { ...range, pageSize: 1 });
    expect(report.totals).toEqual(bets.totals);
    const total = (rows: Array<{ stake: string }>) =>
      moneyText(rows.reduce((sum, row) => sum + moneyCents(row.stake), 0));
    expect(total(report.days)).toBe(report.totals.stake);
    expect(total(report.categories)).toBe(report.totals.stake);
    expect(report.days.map((day) => day.date)).toEqual(
      [...report.days.map((day) => day.date)].sort().reverse(),
    );
    for (const day of report.days) {
      expect(day.profit).toBe(moneyText(moneyCents(day.win) - moneyCents(day.stake)));
    }
  });
});

describe('the account record', () => {
  it('filters lines by type and by period', async () => {
    const today = merchantDay(gateway.clock.now());
    // The seeded history goes back further than the default week.
    const wide = { startDate: merchantDay(gateway.clock.now() - 91 * DAY), endDate: today };
    const deposits = await seeded.call('walletTransactions', {
      type: 'deposit',
      pageSize: 50,
      ...wide,
    });
    expect(deposits.list.length).toBeGreaterThan(0);
    expect(deposits.list.every((line) => line.kind === 'DEPOSIT' && line.type === 'deposit')).toBe(
      true,
    );
    const withdrawals = await seeded.call('walletTransactions', { type: 'withdrawal', ...wide });
    expect(withdrawals.list.map((line) => [line.kind, line.amount])).toEqual([
      ['WITHDRAWAL', '-100.00'],
    ]);
    const bonuses = await seeded.call('walletTransactions', { type: 'bonus', ...wide });
    expect(bonuses.list.map((line) => [line.kind, line.amount])).toEqual([['BONUS', '50.00']]);
    const rebates = await seeded.call('walletTransactions', { type: 'rebate', ...wide });
    expect(rebates.list.map((line) => line.kind)).toEqual(['REBATE']);
    const recent = await seeded.call('walletTransactions', {
      startDate: merchantDay(gateway.clock.now() - 2 * DAY),
      endDate: today,
      pageSize: 100,
    });
    expect([recent.startDate, recent.endDate]).toEqual([
      merchantDay(gateway.clock.now() - 2 * DAY),
      today,
    ]);
    const since = Date.parse(`${merchantDay(gateway.clock.now() - 2 * DAY)}T03:00:00.000Z`);
    expect(recent.list.every((line) => Date.parse(line.createdAt) >= since)).toBe(true);
    expect(recent.total).toBeLessThan(
      (await seeded.call('walletTransactions', { ...wide, pageSize: 1 })).total,
    );
  });

  it('covers the 7 days ending today when no period is given, and says so', async () => {
    const week = await seeded.call('walletTransactions', { pageSize: 100 });
    expect([week.startDate, week.endDate]).toEqual([
      merchantDay(gateway.clock.now() - 6 * DAY),
      merchantDay(gateway.clock.now()),
    ]);
    const since = Date.parse(`${week.startDate}T03:00:00.000Z`);
    expect(week.list.every((line) => Date.parse(line.createdAt) >= since)).toBe(true);
  });
});

describe('bonus details', () => {
  it('lists the bonuses of a period newest first with their status, and a raffle draw joins them', async () => {
    const week = await seeded.call('bonusRecords', {});
    expect([week.startDate, week.endDate]).toEqual([
      merchantDay(gateway.clock.now() - 6 * DAY),
      merchantDay(gateway.clock.now()),
    ]);
    expect(week.list.map((bonus) => bonus.title)).toEqual(['Weekend bonus']);
    const before = await seeded.call('bonusRecords', {
      startDate: merchantDay(gateway.clock.now() - 40 * DAY),
      endDate: merchantDay(gateway.clock.now()),
    });
    expect(before.list.map((bonus) => [bonus.kind, bonus.title, bonus.status])).toEqual([
      ['promotion', 'Weekend bonus', 'pending'],
      ['rebate', 'Manual rebate', 'issued'],
      ['promotion', 'Welcome bonus', 'issued'],
    ]);
    expect(before.totalIssued).toBe(
      moneyText(moneyCents(before.list[1].amount) + moneyCents(before.list[2].amount)),
    );
    const raffle = (await fresh.client.call('promotions', {})).list.find(
      (promotion) => promotion.raffle && promotion.status === 'claim',
    );
    const claim = await fresh.client.call('raffleClaim', { promotionId: raffle?.id ?? 0 });
    const after = await fresh.client.call('bonusRecords', { kind: 'raffle' });
    expect(
      after.list.map((bonus) => [bonus.kind, bonus.title, bonus.amount, bonus.status]),
    ).toEqual([['raffle', raffle?.title, claim.amount, 'issued']]);
  });
});
