// The demo accounts' money history, made through the same functions the routes use (recordPlay,
// the deposit and withdrawal steps, grantBonus, claimRebate), at seed time with past timestamps, in
// time order so every ledger line's balance follows from the one before. So the records, profit and
// loss, rebates and turnover the member centre shows — and later the agent reports — derive from
// plays and ledger lines like any a player makes, not from a fixed list.
import { type Cents } from '../../engine';
import { DEFAULT_CASHIER } from '../core/cashier-settings';
import { pick, randomInt, type Random } from '../core/prng';
import type { Queryable } from '../db/database';
import { addBankAccount } from '../members/bank-accounts';
import { grantBonus } from '../members/bonuses';
import { cancelDepositOrder, createDepositOrder, payDepositOrder } from '../members/deposits';
import { recordPlay, type PlayedGame } from '../members/plays';
import { claimRebate } from '../members/rebates';
import {
  confirmWithdrawal,
  decideWithdrawal,
  requestWithdrawal,
  withdrawalById,
} from '../members/withdrawals';

const DAY = 86_400_000;
const MINUTE = 60_000;

export interface SeedGame {
  node_id: number;
  game_code: string;
  game_type: string;
  vassalage: string;
  is_game: string;
}

interface Member {
  id: number;
  username: string;
  merchantCode: string;
}

type Step = { at: number; run: (tx: Queryable, at: Date) => Promise<unknown> };

/**
 * Who has seeded plays. The agents' downlines have none, so their opening balances stay what
 * gateway/README.md says; player01 (under agent01) gives agent01's team its plays.
 */
const PLAYERS = [
  { username: 'player01', count: 30, fromDaysAgo: 28, stakes: [5, 10, 20, 50] },
  { username: 'vipgold01', count: 8, fromDaysAgo: 14, stakes: [20, 50, 100] },
] as const;

/** Seeded rounds return about 97 % of stakes: 45 % of them win 0.5× to 5×. */
function seededWin(random: Random, stake: Cents): Cents {
  if (random() >= 0.45) return 0;
  return (pick(random, [5, 10, 15, 20, 30, 50]) * stake) / 10;
}

function playSteps(
  member: Member,
  games: readonly PlayedGame[],
  random: Random,
  plan: { count: number; fromDaysAgo: number; stakes: readonly number[] },
  now: number,
): Step[] {
  return Array.from({ length: plan.count }, (_, index) => {
    const at = now - plan.fromDaysAgo * DAY + ((index + 0.5) * plan.fromDaysAgo * DAY) / plan.count;
    const game = pick(random, games);
    const stake = pick(random, plan.stakes) * 100;
    const win = seededWin(random, stake);
    return {
      at: at + randomInt(random, 0, 50) * MINUTE,
      run: (tx, time) =>
        recordPlay(tx, {
          member,
          game,
          stake,
          win,
          now: time,
          utcOffsetMinutes: DEFAULT_CASHIER.utcOffsetMinutes,
        }),
    };
  });
}

/** player01's deposits, bonuses, a withdrawal it confirmed and a rebate claim, between its plays. */
function player01Steps(member: Member, now: number): Step[] {
  const channel = (code: string) =>
    DEFAULT_CASHIER.depositChannels.find((candidate) => candidate.code === code)!;
  const deposit =
    (code: string, amount: Cents, outcome: 'pay' | 'cancel' | 'leave') =>
    async (tx: Queryable, at: Date) => {
      const { row } = await createDepositOrder(tx, {
        memberId: member.id,
        merchantCode: member.merchantCode,
        channel: channel(code),
        amount,
        now: at,
        lifetimeMinutes: DEFAULT_CASHIER.depositOrderMinutes,
      });
      const later = new Date(at.getTime() + 2 * MINUTE);
      if (outcome === 'pay') {
        await payDepositOrder(tx, {
          order: row,
          now: later,
          utcOffsetMinutes: DEFAULT_CASHIER.utcOffsetMinutes,
        });
      }
      if (outcome === 'cancel') await cancelDepositOrder(tx, { orderId: row.id, now: later });
    };
  const withdrawal = async (tx: Queryable, at: Date) => {
    const account = await addBankAccount(tx, {
      memberId: member.id,
      holderName: 'Player One',
      bankName: 'Banco Exemplo',
      accountNumber: '00123456789',
      maxAccounts: DEFAULT_CASHIER.maxBankAccounts,
      now: at,
    });
    const { id } = await requestWithdrawal(tx, {
      memberId: member.id,
      merchantCode: member.merchantCode,
      bankAccountId: account.id,
      amount: 10_000,
      asked: '100.00',
      cashier: DEFAULT_CASHIER,
      now: at,
    });
    const timing = DEFAULT_CASHIER.withdrawal;
    await decideWithdrawal(tx, {
      id,
      decision: 'pay',
      timing,
      now: new Date(at.getTime() + timing.payAfterMinutes * MINUTE),
    });
    await confirmWithdrawal(tx, {
      withdrawal: (await withdrawalById(tx, member.id, id))!,
      outcome: 'received',
      received: null,
      proofs: [],
      now: new Date(at.getTime() + (timing.payAfterMinutes + 5) * MINUTE),
    });
  };
  const bonus =
    (
      kind: 'promotion' | 'vip',
      title: { pt: string; en: string },
      amount: Cents,
      issued: boolean,
    ) =>
    (tx: Queryable, at: Date) =>
      grantBonus(tx, {
        memberId: member.id,
        kind,
        title,
        amount,
        status: issued ? 'issued' : 'pending',
        now: at,
      });
  return [
    { at: now - 26 * DAY, run: deposit('PIX', 20_000, 'pay') },
    {
      at: now - 20 * DAY,
      run: bonus('promotion', { pt: 'Bônus de boas-vindas', en: 'Welcome bonus' }, 5_000, true),
    },
    { at: now - 15 * DAY, run: withdrawal },
    { at: now - 12 * DAY, run: deposit('BOLETO', 10_000, 'pay') },
    {
      at: now - 7 * DAY,
      run: (tx, at) =>
        claimRebate(tx, { memberId: member.id, rates: DEFAULT_CASHIER.rebateRates, now: at }),
    },
    { at: now - 3 * DAY, run: deposit('CARD', 5_000, 'cancel') },
    {
      at: now - 2 * DAY,
      run: bonus('promotion', { pt: 'Bônus de fim de semana', en: 'Weekend bonus' }, 2_000, false),
    },
    { at: now - DAY, run: deposit('PIX', 10_000, 'leave') },
  ];
}

export async function seedHistory(
  db: Queryable,
  merchantCode: string,
  ids: ReadonlyMap<string, number>,
  seedGames: readonly SeedGame[],
  random: Random,
  now: Date,
): Promise<void> {
  const games: PlayedGame[] = seedGames
    .filter((game) => game.is_game === 'GAME')
    .map((game) => ({
      nodeId: game.node_id,
      gameCode: game.game_code,
      vendor: game.vassalage,
      category: game.game_type,
    }));
  const time = now.getTime();
  const member = (username: string): Member => ({
    id: ids.get(username)!,
    username,
    merchantCode,
  });
  const steps: Step[] = [
    ...PLAYERS.flatMap(({ username, ...plan }) =>
      playSteps(member(username), games, random, plan, time),
    ),
    ...player01Steps(member('player01'), time),
  ].sort((a, b) => a.at - b.at);
  for (const step of steps) await step.run(db, new Date(step.at));
}
