// The reward centre's own items (spec 000 §1 rewards; gateway README "Reward centre items"): the
// golden egg, the red envelope, the daily sign-in and the cashback. Each states when it may be
// claimed; the random prizes come from the CSPRNG; each claim is a reward_claims row, so a period
// (or a ticket) pays once however many claims arrive at once (members/reward-claims.ts).
import { randomInt } from 'node:crypto';
import { moneyCents, moneyText, percentOf, type ActionValue, type Cents } from '../../engine';
import { fail } from '../core/gateway-error';
import type { Queryable } from '../db/database';
import { claimedPeriods, claimReward, type RewardCredit } from './reward-claims';
import { lifetimeValidBet } from './vip';
import { lockWallets } from './wallet';

export const REWARD_ITEMS = ['goldenEgg', 'redEnvelope', 'signIn', 'cashback'] as const;
export type RewardItem = (typeof REWARD_ITEMS)[number];

/** A golden egg ticket per this much lifetime valid bet. */
export const GOLDEN_EGG_VALID_BET: Cents = 50_000;
/** Golden egg prizes, in cents, one picked by the CSPRNG. */
export const GOLDEN_EGG_PRIZES: readonly Cents[] = [100, 200, 500, 1_000, 2_000];
/** Red envelope prizes, in cents. */
export const RED_ENVELOPE_PRIZES: readonly Cents[] = [100, 300, 500, 800, 1_800];
/** Sign-in points per day of the streak, the streak counted up to this many days. */
export const SIGN_IN_POINTS = 10;
export const SIGN_IN_STREAK_CAP = 7;
/** Cashback rate (percent) of the previous GMT day's net loss. */
export const CASHBACK_RATE = '5';

const DAY = 86_400_000;
const gmtDay = (time: number) => new Date(time).toISOString().slice(0, 10);
const dayStart = (now: Date) => Date.parse(`${gmtDay(now.getTime())}T00:00:00Z`);

type Item = ActionValue<'rewards'>['list'][number];

async function goldenEgg(db: Queryable, memberId: number) {
  const earned = Math.floor((await lifetimeValidBet(db, memberId)) / GOLDEN_EGG_VALID_BET);
  const used = (await claimedPeriods(db, memberId, 'goldenEgg')).size;
  return { earned, used, tickets: Math.max(earned - used, 0) };
}

async function depositedToday(db: Queryable, memberId: number, now: Date): Promise<boolean> {
  const [row] = await db.query<{ paid: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM deposit_orders WHERE member_id = $1 AND status = 'paid'
       AND paid_at >= $2 AND paid_at <= $3) AS paid`,
    [memberId, new Date(dayStart(now)), now],
  );
  return row.paid;
}

/** The sign-in streak a claim today would make: the days in a row signed in before it, plus one. */
function streakToday(signed: Set<string>, now: Date): number {
  let streak = 1;
  for (let day = dayStart(now) - DAY; signed.has(gmtDay(day)); day -= DAY) streak += 1;
  return streak;
}

const signInPoints = (streak: number) => SIGN_IN_POINTS * Math.min(streak, SIGN_IN_STREAK_CAP);

/** The previous GMT day's net loss (stake − win of the plays settled in it) and its cashback. */
async function cashback(db: Queryable, memberId: number, now: Date) {
  const end = dayStart(now);
  const [row] = await db.query<{ net: string }>(
    `SELECT coalesce(sum(stake - win), 0)::numeric(14, 2)::text AS net FROM plays
     WHERE member_id = $1 AND settled AND settled_at >= $2 AND settled_at < $3`,
    [memberId, new Date(end - DAY), new Date(end)],
  );
  const loss = Math.max(moneyCents(row.net), 0);
  return { day: gmtDay(end - DAY), loss, amount: percentOf(loss, CASHBACK_RATE) };
}

export async function rewardItems(db: Queryable, memberId: number, now: Date): Promise<Item[]> {
  const today = gmtDay(now.getTime());
  const egg = await goldenEgg(db, memberId);
  const envelopes = await claimedPeriods(db, memberId, 'redEnvelope');
  const signed = await claimedPeriods(db, memberId, 'signIn');
  const back = await cashback(db, memberId, now);
  const backClaimed = (await claimedPeriods(db, memberId, 'cashback')).has(back.day);
  const deposited = await depositedToday(db, memberId, now);
  // Today's sign-in makes (or made) a streak of `withToday` days; the current streak counts today
  // only once it is signed.
  const withToday = streakToday(signed, now);
  const status = (claimable: boolean, claimed: boolean): Item['status'] =>
    claimable ? 'claimable' : claimed ? 'claimed' : 'locked';
  return [
    {
      reward: 'goldenEgg',
      status: status(egg.tickets > 0, egg.used > 0),
      tickets: egg.tickets,
      amount: null,
      points: null,
      streak: null,
    },
    {
      reward: 'redEnvelope',
      status: status(deposited && !envelopes.has(today), envelopes.has(today)),
      tickets: deposited && !envelopes.has(today) ? 1 : 0,
      amount: null,
      points: null,
      streak: null,
    },
    {
      reward: 'signIn',
      status: status(!signed.has(today), signed.has(today)),
      tickets: signed.has(today) ? 0 : 1,
      amount: null,
      points: signInPoints(withToday),
      streak: signed.has(today) ? withToday : withToday - 1,
    },
    {
      reward: 'cashback',
      status: status(back.amount > 0 && !backClaimed, backClaimed),
      tickets: back.amount > 0 && !backClaimed ? 1 : 0,
      amount: moneyText(back.amount),
      points: null,
      streak: null,
    },
  ];
}

const pick = (prizes: readonly Cents[]) => prizes[randomInt(0, prizes.length)];

export async function claimRewardItem(
  tx: Queryable,
  request: { memberId: number; reward: RewardItem; now: Date },
): Promise<{ amount: string | null; points: number | null; credit: RewardCredit }> {
  const { memberId, reward, now } = request;
  const today = gmtDay(now.getTime());
  const base = { memberId, reward, now };
  switch (reward) {
    case 'goldenEgg': {
      // A member's claims take turns: each counts the tickets left after the one before it took
      // its own. Without the turn, two claims read the same count on PostgreSQL and drew the same
      // ticket, and the loser was refused while a ticket was still there. The main wallet's lock
      // is the credit's own, taken first as every money move does (one global order).
      await lockWallets(tx, [{ memberId }]);
      const egg = await goldenEgg(tx, memberId);
      if (egg.tickets === 0) {
        fail('CONFLICT', {
          texts: {
            en: `No golden egg ticket: one comes with every ${moneyText(GOLDEN_EGG_VALID_BET)} of valid bet.`,
            pt: `Nenhum bilhete de ovo de ouro: ganhe um a cada ${moneyText(GOLDEN_EGG_VALID_BET)} em apostas válidas.`,
          },
        });
      }
      const amount = pick(GOLDEN_EGG_PRIZES);
      const credit = await claimReward(tx, {
        ...base,
        period: String(egg.used + 1),
        claimedAlready: {
          en: 'This golden egg ticket is used already.',
          pt: 'Este bilhete de ovo de ouro já foi usado.',
        },
        credit: {
          kind: 'money',
          bonusKind: 'raffle',
          amount,
          title: { en: 'Golden egg', pt: 'Ovo de ouro' },
        },
      });
      return { amount: moneyText(amount), points: null, credit };
    }
    case 'redEnvelope': {
      if (!(await depositedToday(tx, memberId, now))) {
        fail('CONFLICT', {
          texts: {
            en: 'No red envelope today: it comes with a paid deposit of the day (GMT).',
            pt: 'Nenhum envelope vermelho hoje: ele vem com um depósito pago no dia (GMT).',
          },
        });
      }
      const amount = pick(RED_ENVELOPE_PRIZES);
      const credit = await claimReward(tx, {
        ...base,
        period: today,
        claimedAlready: {
          en: 'Today’s red envelope is opened already.',
          pt: 'O envelope vermelho de hoje já foi aberto.',
        },
        credit: {
          kind: 'money',
          bonusKind: 'raffle',
          amount,
          title: { en: 'Red envelope', pt: 'Envelope vermelho' },
        },
      });
      return { amount: moneyText(amount), points: null, credit };
    }
    case 'signIn': {
      const streak = streakToday(await claimedPeriods(tx, memberId, 'signIn'), now);
      const points = signInPoints(streak);
      const credit = await claimReward(tx, {
        ...base,
        period: today,
        claimedAlready: {
          en: 'You signed in today already.',
          pt: 'Você já fez o check-in hoje.',
        },
        credit: { kind: 'points', points, remark: `Daily sign-in, day ${streak}` },
      });
      return { amount: null, points, credit };
    }
    case 'cashback': {
      const back = await cashback(tx, memberId, now);
      if (back.amount === 0) {
        fail('CONFLICT', {
          texts: {
            en: `No cashback for ${back.day}: there was no net loss that day.`,
            pt: `Sem cashback para ${back.day}: não houve perda líquida nesse dia.`,
          },
        });
      }
      const credit = await claimReward(tx, {
        ...base,
        period: back.day,
        claimedAlready: {
          en: `The cashback of ${back.day} is claimed already.`,
          pt: `O cashback de ${back.day} já foi resgatado.`,
        },
        credit: {
          kind: 'money',
          bonusKind: 'promotion',
          amount: back.amount,
          title: { en: `Cashback ${back.day}`, pt: `Cashback ${back.day}` },
        },
      });
      return { amount: moneyText(back.amount), points: null, credit };
    }
  }
}
