// Plays: the one way a bet enters the store (gateway README "Plays and the ledger"). recordPlay
// debits the stake from the main wallet and writes the play row; a play settled at once (the game
// page's rounds, the seeded history) also credits the win, counts the valid bet and earns points;
// an open play (a sports bet waiting for its match) is settled later by settlePlay. Every move goes
// through moveMoney in the caller's transaction, so a play and its ledger lines commit together.
import { moneyCents, moneyText, type Cents } from '../../engine';
import { fail } from '../core/gateway-error';
import type { Queryable } from '../db/database';
import { writePointsLine } from './points-ledger';
import { checkPlay } from './rg-checks';
import { moveMoney } from './wallet';

/** What recordPlay needs of a game: its node, code, vendor (vassalage) and category (gameType). */
export interface PlayedGame {
  nodeId: number;
  gameCode: string;
  vendor: string;
  category: string;
}

export interface PlayRequest {
  member: { id: number; username: string; merchantCode: string };
  game: PlayedGame;
  stake: Cents;
  /** The win in cents, 0 for a loss; null leaves the play open until settlePlay. */
  win: Cents | null;
  now: Date;
  /** The merchant's time zone, for the periods of the member's loss and wager limits. */
  utcOffsetMinutes: number;
}

export interface RecordedPlay {
  playId: number;
  /** The main wallet after the play. */
  balance: string;
}

/** A point for each whole currency unit of valid bet (the points mall's source, spec 001 §3). */
export function pointsFor(validBet: Cents): number {
  return Math.floor(validBet / 100);
}

/** The winner board's spelling of a member: the name's ends around asterisks. */
export function maskedName(username: string): string {
  return `${username.slice(0, 2)}***${username.slice(-2)}`;
}

async function settle(
  tx: Queryable,
  play: { id: number; memberId: number; username: string; merchantCode: string },
  game: PlayedGame,
  stake: Cents,
  win: Cents,
  now: Date,
): Promise<string | undefined> {
  await tx.query(
    'UPDATE plays SET win = $2, valid_bet = stake, settled = true, settled_at = $3 WHERE id = $1',
    [play.id, moneyText(win), now],
  );
  const earned = pointsFor(stake);
  const [points] = await tx.query<{ points: number }>(
    'UPDATE points_balances SET points = points + $2, valid_bet = valid_bet + $3::numeric WHERE member_id = $1 RETURNING points',
    [play.memberId, earned, moneyText(stake)],
  );
  // The points details list what a play earned (spec 001 §3 points records).
  if (earned > 0 && points) {
    await writePointsLine(tx, {
      memberId: play.memberId,
      changedPoints: earned,
      pointsBalance: points.points,
      type: 'EARN',
      status: 'done',
      remark: `Valid bet ${moneyText(stake)} on ${game.gameCode}`,
      now,
    });
  }
  if (win === 0) return undefined;
  const credited = await moveMoney(tx, {
    memberId: play.memberId,
    amount: win,
    kind: 'GAME_WIN',
    remark: game.gameCode,
    now,
    playId: play.id,
  });
  await tx.query(
    'INSERT INTO winners (merchant_code, node_id, customer_name, win_amount, won_at) VALUES ($1, $2, $3, $4, $5)',
    [play.merchantCode, game.nodeId, maskedName(play.username), moneyText(win), now],
  );
  return credited.balance;
}

/**
 * Records a bet: the play row, the stake's ledger line and, when `win` is known, its settlement.
 * Throws INSUFFICIENT_FUNDS (nothing written) when the main wallet cannot cover the stake.
 */
export async function recordPlay(tx: Queryable, request: PlayRequest): Promise<RecordedPlay> {
  const { member, game, stake, win, now } = request;
  if (!Number.isSafeInteger(stake) || stake <= 0) {
    throw new RangeError(`recordPlay: the stake must be a positive number of cents (got ${stake})`);
  }
  if (win !== null && (!Number.isSafeInteger(win) || win < 0)) {
    throw new RangeError(`recordPlay: the win must be 0 or more cents, or null (got ${win})`);
  }
  // Responsible gambling's limits, breaks and exclusions hold on every bet, before its wallet moves.
  await checkPlay(tx, {
    memberId: member.id,
    stake,
    now,
    utcOffsetMinutes: request.utcOffsetMinutes,
  });
  const [play] = await tx.query<{ id: number }>(
    `INSERT INTO plays (member_id, merchant_code, node_id, vendor, category, stake, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [
      member.id,
      member.merchantCode,
      game.nodeId,
      game.vendor,
      game.category,
      moneyText(stake),
      now,
    ],
  );
  const debited = await moveMoney(tx, {
    memberId: member.id,
    amount: -stake,
    kind: 'GAME_BET',
    remark: game.gameCode,
    now,
    playId: play.id,
  });
  if (win === null) return { playId: play.id, balance: debited.balance };
  const row = { id: play.id, memberId: member.id, username: member.username };
  const balance = await settle(
    tx,
    { ...row, merchantCode: member.merchantCode },
    game,
    stake,
    win,
    now,
  );
  return { playId: play.id, balance: balance ?? debited.balance };
}

/** Settles an open play with its result: the win, the valid bet, the points. */
export async function settlePlay(
  tx: Queryable,
  request: { playId: number; win: Cents; now: Date },
): Promise<RecordedPlay> {
  const [play] = await tx.query<{
    id: number;
    member_id: number;
    username: string;
    merchant_code: string;
    node_id: number;
    game_code: string;
    vendor: string;
    category: string;
    stake: string;
  }>(
    `SELECT p.id, p.member_id, m.username, p.merchant_code, p.node_id, g.game_code, p.vendor, p.category, p.stake
     FROM plays p JOIN members m ON m.id = p.member_id JOIN games g ON g.node_id = p.node_id
     WHERE p.id = $1 AND NOT p.settled FOR UPDATE OF p`,
    [request.playId],
  );
  if (!play) fail('CONFLICT', { message: `Play ${request.playId} is settled or unknown.` });
  const stake = moneyCents(play.stake);
  const balance = await settle(
    tx,
    {
      id: play.id,
      memberId: play.member_id,
      username: play.username,
      merchantCode: play.merchant_code,
    },
    {
      nodeId: play.node_id,
      gameCode: play.game_code,
      vendor: play.vendor,
      category: play.category,
    },
    stake,
    request.win,
    request.now,
  );
  const [main] = await tx.query<{ balance: string }>(
    "SELECT balance FROM wallets WHERE member_id = $1 AND wallet = 'MAIN'",
    [play.member_id],
  );
  return { playId: play.id, balance: balance ?? main?.balance ?? '0.00' };
}
