// Missions (spec 000 §2 missionLeaderboard: daily tasks and weekly missions) from real plays: the
// settled plays of the merchant's day or week (UTC-3; the week starts on Monday) count toward each
// mission's target; a mission reached is claimed once per period for its points. The spec names
// missions and not their tasks; ours are below (gateway README "Missions").
import { moneyCents, moneyText, settlementEnd } from '../../engine';
import { fail } from '../core/gateway-error';
import { isUniqueViolation, type Queryable } from '../db/database';
import { writePointsLine } from './points-ledger';

export interface MissionRule {
  id: string;
  period: 'daily' | 'weekly';
  /** distinctGames: different games played; validBet: valid bet in cents. */
  kind: 'distinctGames' | 'validBet';
  target: number;
  points: number;
}

export const MISSIONS: readonly MissionRule[] = [
  { id: 'daily-games', period: 'daily', kind: 'distinctGames', target: 5, points: 50 },
  { id: 'daily-bet', period: 'daily', kind: 'validBet', target: 10_000, points: 30 },
  { id: 'weekly-bet', period: 'weekly', kind: 'validBet', target: 100_000, points: 200 },
];

const DAY = 86_400_000;

/** The start of the period holding `now`: its end (engine settlementEnd) less its length. */
export function periodStart(now: Date, period: MissionRule['period'], utcOffset: number): Date {
  const end = settlementEnd(now, period, utcOffset).getTime();
  return new Date(end - (period === 'daily' ? DAY : 7 * DAY));
}

export interface MissionState {
  id: string;
  period: MissionRule['period'];
  kind: MissionRule['kind'];
  /** Games as a whole number, valid bet as money. */
  progress: string;
  target: string;
  points: number;
  status: 'inProgress' | 'claimable' | 'claimed';
  periodEnd: string;
}

export async function memberMissions(
  db: Queryable,
  memberId: number,
  utcOffset: number,
  now: Date,
): Promise<MissionState[]> {
  const states: MissionState[] = [];
  for (const mission of MISSIONS) {
    const start = periodStart(now, mission.period, utcOffset);
    const [row] = await db.query<{ games: number; valid_bet: string; claimed: boolean }>(
      `SELECT count(DISTINCT node_id)::integer AS games, coalesce(sum(valid_bet), 0)::numeric(14, 2)::text AS valid_bet,
              EXISTS (SELECT 1 FROM mission_claims WHERE member_id = $1 AND mission = $4 AND period_start = $2) AS claimed
       FROM plays WHERE member_id = $1 AND settled AND settled_at >= $2 AND settled_at <= $3`,
      [memberId, start, now, mission.id],
    );
    const progress =
      mission.kind === 'distinctGames'
        ? row.games
        : moneyCents(moneyText(moneyCents(row.valid_bet)));
    const reached = progress >= mission.target;
    states.push({
      id: mission.id,
      period: mission.period,
      kind: mission.kind,
      progress: mission.kind === 'distinctGames' ? String(progress) : moneyText(progress),
      target: mission.kind === 'distinctGames' ? String(mission.target) : moneyText(mission.target),
      points: mission.points,
      status: row.claimed ? 'claimed' : reached ? 'claimable' : 'inProgress',
      periodEnd: settlementEnd(now, mission.period, utcOffset).toISOString(),
    });
  }
  return states;
}

/** Credits a reached mission's points once per period; CONFLICT otherwise, saying why. */
export async function claimMission(
  tx: Queryable,
  request: { memberId: number; missionId: string; utcOffset: number; now: Date },
): Promise<{ points: number; balance: number }> {
  const { memberId, missionId, utcOffset, now } = request;
  const mission = MISSIONS.find((each) => each.id === missionId);
  if (!mission) fail('NOT_FOUND', { message: `No mission ${missionId}.` });
  const state = (await memberMissions(tx, memberId, utcOffset, now)).find(
    (each) => each.id === missionId,
  )!;
  if (state.status !== 'claimable') {
    fail('CONFLICT', {
      message: `Mission ${missionId} cannot be claimed: it is ${state.status === 'claimed' ? 'claimed already' : `at ${state.progress} of ${state.target}`}.`,
    });
  }
  try {
    await tx.query(
      'INSERT INTO mission_claims (member_id, mission, period_start, points, created_at) VALUES ($1, $2, $3, $4, $5)',
      [memberId, missionId, periodStart(now, mission.period, utcOffset), mission.points, now],
    );
  } catch (error) {
    if (isUniqueViolation(error)) {
      fail('CONFLICT', {
        message: `Mission ${missionId} cannot be claimed: it is claimed already.`,
      });
    }
    throw error;
  }
  const [row] = await tx.query<{ points: number }>(
    'UPDATE points_balances SET points = points + $2 WHERE member_id = $1 RETURNING points',
    [memberId, mission.points],
  );
  await writePointsLine(tx, {
    memberId,
    changedPoints: mission.points,
    pointsBalance: row.points,
    type: 'EARN',
    status: 'done',
    remark: `Mission ${missionId}`,
    now,
  });
  return { points: mission.points, balance: row.points };
}
