// The agent's team (spec 001 §2 registerCenter, downlineManagmentView; §6 "may transfer to
// downline"): registering an account under the agent with the merchant's registration field rules,
// the team tree one level at a time (drilling down stays inside the agent's chain: 403 outside it),
// and transfers to a direct downline with the transaction password (idempotent), of what the
// agent's turnover lets go (members/transfers.ts).
import {
  catalogueTexts,
  MAX_DOWNLINE_TRANSFER,
  MAX_DOWNLINE_TRANSFER_CENTS,
  NICKNAME_RULE,
} from '../../engine';
import type { FamilyRoutes } from '../context/action-context';
import { amountCents } from '../core/amounts';
import { fail } from '../core/gateway-error';
import { isUniqueViolation } from '../db/database';
import { chainMember, directDownline, pathTo } from '../members/agent-chain';
import { createMember } from '../members/create-member';
import { downlineType, giveInvitationCode } from '../members/downline-account';
import { checkPaymentPassword } from '../members/payment-password';
import { hashPassword } from '../rules/passwords';
import { checkNewPassword, checkRuleField, checkValueAgainst } from '../rules/registration-fields';
import { transferAnnounced } from '../services/balance-announcements';
import { pagedList, pageOf } from '../store/paging';
import { accountType, downlinePage } from '../store/team-members';

type TeamRoutes = Pick<
  FamilyRoutes<'agent'>,
  'agentTeam' | 'registerDownline' | 'downlineTransfer'
>;

/** A member counts as active after a play or a login within this many days. */
const ACTIVE_DAYS = 30;

export const agentTeamRoutes: TeamRoutes = {
  agentTeam: {
    agentOnly: true,
    handler: async ({ payload, session, now, db }) => {
      const parent = payload.parent?.trim()
        ? await chainMember(db, session.memberId, payload.parent)
        : { id: session.memberId, username: session.username };
      const since = new Date(now.getTime() - ACTIVE_DAYS * 86_400_000);
      const result = await downlinePage(
        db,
        { parentId: parent.id, search: payload.username?.trim() || null, activeSince: since },
        pageOf(payload),
      );
      return {
        ...pagedList(result, (row) => ({
          id: row.id,
          account: row.username,
          nickname: row.nickname,
          type: row.type,
          balance: row.balance ?? '0.00',
          downlineCount: Number(row.downlines),
          registeredAt: row.registered_at.toISOString(),
          lastLoginAt: row.last_login_at?.toISOString() ?? null,
          status: row.active ? ('active' as const) : ('idle' as const),
        })),
        parent: parent.username,
        path:
          parent.id === session.memberId
            ? [session.username]
            : await pathTo(db, session.memberId, parent.id),
      };
    },
  },
  registerDownline: {
    agentOnly: true,
    realAccountOnly: true,
    handler: async ({ payload, session, merchant, language, now, transaction }) => {
      const username = payload.username.trim();
      checkRuleField(merchant, language, 'username', username, true);
      checkNewPassword(merchant, language, payload.password, payload.confirmPassword);
      const nickname = payload.nickname?.trim() || username;
      checkValueAgainst(language, 'nickname', nickname, { ...NICKNAME_RULE, required: true });
      const passwordHash = await hashPassword(payload.password);
      try {
        return await transaction(async (tx) => {
          const type = downlineType(payload.accountType, await accountType(tx, session.memberId));
          const member = await createMember(tx, {
            merchantCode: merchant.code,
            username,
            nickname,
            type,
            passwordHash,
            uplineId: session.memberId,
            language,
            now,
          });
          if (type !== 0) await giveInvitationCode(tx, member.id);
          return { account: member.username, type, upline: session.username };
        });
      } catch (error) {
        if (isUniqueViolation(error)) fail('USERNAME_TAKEN', { value: { field: 'username' } });
        throw error;
      }
    },
  },
  downlineTransfer: {
    agentOnly: true,
    realAccountOnly: true,
    beforeTransaction: async ({ payload, session, now, db }) => {
      // The chain first: a name outside it is refused without spending a password try.
      await directDownline(db, session.memberId, payload.downline);
      await checkPaymentPassword(db, session.memberId, payload.paymentPassword, now);
      if (amountCents(payload.amount) > MAX_DOWNLINE_TRANSFER_CENTS) {
        fail('BAD_REQUEST', {
          texts: catalogueTexts('agentTeam.transferTooLarge', {
            max: MAX_DOWNLINE_TRANSFER,
            amount: payload.amount,
          }),
          value: { field: 'amount' },
        });
      }
    },
    handler: async (context) => {
      const { payload, session, db } = context;
      const downline = await directDownline(db, session.memberId, payload.downline);
      const sent = await transferAnnounced(context, 'toDownline', downline);
      return {
        transferId: sent.ledgerId,
        balance: sent.balance,
        downline: downline.username,
        downlineBalance: sent.received,
      };
    },
  },
};
