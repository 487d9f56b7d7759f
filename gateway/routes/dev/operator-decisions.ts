// The merchant's side under /__dev: deciding a member's withdrawals, redeems and promotion
// applications (spec 001 §4), and crediting points; each decision in one transaction.
import type { FastifyInstance } from 'fastify';
import type { GatewayDeps } from '../../context/gateway-deps';
import { cashierOf } from '../../core/cashier-settings';
import { fail } from '../../core/gateway-error';
import { writePointsLine } from '../../members/points-ledger';
import { decideApplication } from '../../members/promotion-entries';
import { decideRedeem, type RedeemDecision } from '../../members/redeems';
import { decideWithdrawal } from '../../members/withdrawals';
import {
  applicationsWaiting,
  pendingWithdrawals,
  redeemsInProcess,
} from '../../store/operator-queues';
import { addPoints } from '../../store/points';
import { memberNamed, merchantOf, object, ok } from './dev-bodies';

/**
 * The merchant's decision on a member's pending withdrawals (spec 001 §4): pay them (the player's
 * confirmation is then due within the auto-receipt minutes) or reject them (the amount goes back).
 * One by `withdrawalId`, else every pending one of the member.
 */
export function registerWithdrawalSwitch(scope: FastifyInstance, deps: GatewayDeps): void {
  scope.post<{ Body: { username: string; decision: 'pay' | 'reject'; withdrawalId?: number } }>(
    '/withdrawals',
    {
      schema: {
        body: object(
          {
            username: { type: 'string' },
            decision: { enum: ['pay', 'reject'] },
            withdrawalId: { type: 'integer', minimum: 1 },
          },
          ['username', 'decision'],
        ),
      },
    },
    async (request) => {
      const merchant = merchantOf(deps, request);
      const member = await memberNamed(deps, merchant, request.body.username);
      const { decision, withdrawalId } = request.body;
      const timing = cashierOf(merchant.settings).withdrawal;
      const now = deps.now();
      const decided = await deps.db.transaction(async (tx) => {
        const pending = await pendingWithdrawals(tx, member.id, withdrawalId ?? null);
        let balance: string | null = null;
        for (const id of pending) {
          balance = (await decideWithdrawal(tx, { id, decision, timing, now })).balance ?? balance;
        }
        return { ids: pending, balance };
      });
      if (withdrawalId !== undefined && decided.ids.length === 0) {
        fail('NOT_FOUND', {
          message: `No pending withdrawal ${withdrawalId} of ${member.username}.`,
        });
      }
      if (decided.balance !== null) {
        deps.events.toMember(member.id, {
          type: 'balance',
          balance: decided.balance,
          currency: merchant.currency,
        });
      }
      return ok({ decided: decided.ids, decision });
    },
  );
}

/**
 * The points mall's switches: a points credit (an ADJUST line 'Dev credit'), and the merchant's
 * decision on a member's redeems in process (spec 001 §4 redeem status): approve them, or reject
 * them (the points come back). One by `redeemId`, else every one in process.
 */
export function registerPointsSwitches(scope: FastifyInstance, deps: GatewayDeps): void {
  scope.post<{ Body: { username: string; points: number } }>(
    '/points',
    {
      schema: {
        body: object({ username: { type: 'string' }, points: { type: 'integer', minimum: 1 } }, [
          'username',
          'points',
        ]),
      },
    },
    async (request) => {
      const member = await memberNamed(deps, merchantOf(deps, request), request.body.username);
      const points = await deps.db.transaction(async (tx) => {
        const balance = await addPoints(tx, member.id, request.body.points);
        await writePointsLine(tx, {
          memberId: member.id,
          changedPoints: request.body.points,
          pointsBalance: balance,
          type: 'ADJUST',
          status: 'done',
          remark: 'Dev credit',
          now: deps.now(),
        });
        return balance;
      });
      return ok({ points });
    },
  );
  scope.post<{ Body: { username: string; decision: RedeemDecision; redeemId?: number } }>(
    '/redeems',
    {
      schema: {
        body: object(
          {
            username: { type: 'string' },
            decision: { enum: ['approve', 'reject'] },
            redeemId: { type: 'integer', minimum: 1 },
          },
          ['username', 'decision'],
        ),
      },
    },
    async (request) => {
      const merchant = merchantOf(deps, request);
      const member = await memberNamed(deps, merchant, request.body.username);
      const { decision, redeemId } = request.body;
      const now = deps.now();
      const decided = await deps.db.transaction(async (tx) => {
        const open = await redeemsInProcess(tx, member.id, redeemId ?? null);
        for (const id of open) await decideRedeem(tx, { id, decision, now });
        return open;
      });
      if (redeemId !== undefined && decided.length === 0) {
        fail('NOT_FOUND', { message: `No redeem ${redeemId} in process for ${member.username}.` });
      }
      return ok({ decided, decision });
    },
  );
}

/**
 * The merchant's review of a member's promotion applications (spec 001 §4 applying → issued or
 * rejected): approve them (the bonus is issued at once) or reject them. One by `promotionId`, else
 * every application waiting.
 */
export function registerPromotionSwitch(scope: FastifyInstance, deps: GatewayDeps): void {
  scope.post<{ Body: { username: string; decision: 'approve' | 'reject'; promotionId?: number } }>(
    '/promotions',
    {
      schema: {
        body: object(
          {
            username: { type: 'string' },
            decision: { enum: ['approve', 'reject'] },
            promotionId: { type: 'integer', minimum: 1 },
          },
          ['username', 'decision'],
        ),
      },
    },
    async (request) => {
      const merchant = merchantOf(deps, request);
      const member = await memberNamed(deps, merchant, request.body.username);
      const { decision, promotionId } = request.body;
      const now = deps.now();
      const decided = await deps.db.transaction(async (tx) => {
        const waiting = await applicationsWaiting(tx, member.id, promotionId ?? null);
        let balance: string | null = null;
        for (const { id } of waiting) {
          const answer = await decideApplication(tx, { entryId: id, decision, decidedAt: now });
          balance = answer.balance ?? balance;
        }
        return { promotions: waiting.map((row) => row.promotion_id), balance };
      });
      if (promotionId !== undefined && decided.promotions.length === 0) {
        fail('NOT_FOUND', {
          message: `No application of ${member.username} to promotion ${promotionId} waits for review.`,
        });
      }
      if (decided.balance !== null) {
        deps.events.toMember(member.id, {
          type: 'balance',
          balance: decided.balance,
          currency: merchant.currency,
        });
      }
      return ok({ decided: decided.promotions, decision });
    },
  );
}
