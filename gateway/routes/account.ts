// The member: info and public state, the member-centre menu with badges, the avatar, platform
// messages (read one or all, delete), feedback, the language (spec 000 §2-§4, spec 001 §7).
import {
  byModules,
  FEEDBACK_WORDS,
  feedbackWordsFit,
  MEMBER_PAGES,
  memberPageOffered,
  type FeedbackType,
} from '../../engine';
import { artSize, artUrl } from '../art/art-kinds';
import type { FamilyRoutes, MemberContext } from '../context/action-context';
import { cashierOf } from '../core/cashier-settings';
import { fail } from '../core/gateway-error';
import { moduleEnabled } from '../core/merchants';
import { memberInfo } from '../members/member-info';
import { memberById } from '../members/member-row';
import { memberMissions } from '../members/missions';
import { maskedName } from '../members/plays';
import { memberPromotions } from '../members/promotion-entries';
import { checkProofs } from '../members/proofs';
import { rewardItems } from '../members/reward-items';
import { claimableVipBonuses, vipOverview } from '../members/vip';
import { pagedList, pagedQuery, pageOf } from '../store/paging';

async function currentMember(context: MemberContext<unknown>) {
  const member = await memberById(context.db, context.session.memberId);
  if (!member) fail('TOKEN_INVALID');
  return member;
}

async function unread(context: MemberContext<unknown>): Promise<number> {
  const [row] = await context.db.query<{ count: number }>(
    'SELECT count(*) AS count FROM messages WHERE member_id = $1 AND read_at IS NULL',
    [context.session.memberId],
  );
  return row.count;
}

/** A 5 MB screenshot travels as about 7 MB of base64 in JSON. */
export const FEEDBACK_BODY_LIMIT = 8 * 1024 * 1024;

export const accountRoutes: FamilyRoutes<'account'> = {
  memberInfo: {
    handler: async (context) =>
      memberInfo(context.db, context.merchant, await currentMember(context), context.now),
  },
  memberMenu: {
    handler: async (context) => {
      const count = await unread(context);
      // The reward centre's badge counts what the member may claim now (gateway README
      // "Promotions"), not every running promotion.
      const claimable = (
        await memberPromotions(context.db, {
          merchantCode: context.merchant.code,
          memberId: context.session.memberId,
          language: context.language,
          origin: context.origin,
          now: context.now,
        })
      ).filter((promotion) => promotion.status === 'claim').length;
      // The reward centre's own items and the VIP bonuses count too when claimable (gateway
      // README "Reward centre items", "VIP").
      const items = (await rewardItems(context.db, context.session.memberId, context.now)).filter(
        (item) => item.status === 'claimable',
      ).length;
      const vipOn = moduleEnabled(context.merchant, 'VIP3');
      const vip = vipOn
        ? await vipOverview(context.db, await currentMember(context), context.now)
        : null;
      // A page whose own feature's module is off is not offered (the engine's page table: VIP,
      // the reward centre, referral); the VIP page also waits for the member's first level. The
      // badges are spec 000 §2's three.
      const offered = byModules((moduleId) => moduleEnabled(context.merchant, moduleId));
      const hidden = new Set([
        ...MEMBER_PAGES.filter((page) => !memberPageOffered(page, offered)),
        ...(vip && vip.level > 0 ? [] : ['vip']),
      ]);
      // The mission page's badge counts the missions reached and not yet claimed this period.
      const missions = (
        await memberMissions(
          context.db,
          context.session.memberId,
          cashierOf(context.merchant.settings).utcOffsetMinutes,
          context.now,
        )
      ).filter((mission) => mission.status === 'claimable').length;
      const badges: Record<string, number> = {
        messageV2: count,
        rewardCenter: claimable + items + (vip ? claimableVipBonuses(vip) : 0),
        missionLeaderboard: missions,
      };
      return {
        list: MEMBER_PAGES.filter((page) => !hidden.has(page)).map((page) => ({
          page,
          badge: badges[page] ?? 0,
        })),
      };
    },
  },
  referralFriends: {
    module: 'REFERRAL3',
    handler: async ({ session, db }) => {
      const friends = await db.query<{ username: string; registered_at: Date }>(
        "SELECT username, registered_at FROM members WHERE profile->>'recommenderId' = $1 ORDER BY registered_at DESC, id DESC LIMIT 100",
        [String(session.memberId)],
      );
      return {
        recommenderId: String(session.memberId),
        friends: friends.map((friend) => ({
          name: maskedName(friend.username),
          registeredAt: friend.registered_at.toISOString(),
        })),
      };
    },
  },
  memberIcon: {
    handler: async (context) => {
      const member = await currentMember(context);
      return {
        iconUrl: artUrl(context.origin, 'avatars', member.avatar),
        iconSize: artSize('avatars'),
      };
    },
  },
  unreadCount: { handler: async (context) => ({ count: await unread(context) }) },
  messageList: {
    handler: async (context) => {
      const page = pageOf(context.payload);
      const result = await pagedQuery<{
        id: number;
        title: string;
        content: string;
        read_at: Date | null;
        created_at: Date;
      }>(
        context.db,
        'SELECT id, title->>$2 AS title, content->>$2 AS content, read_at, created_at, count(*) OVER () AS total_rows FROM messages WHERE member_id = $1 ORDER BY created_at DESC, id DESC',
        [context.session.memberId, context.language],
        page,
      );
      return pagedList(result, (row) => ({
        id: row.id,
        title: row.title,
        content: row.content,
        read: row.read_at !== null,
        createdAt: row.created_at.toISOString(),
      }));
    },
  },
  readMessage: {
    handler: async (context) => {
      const rows = await context.db.query(
        'UPDATE messages SET read_at = COALESCE(read_at, $3) WHERE id = $1 AND member_id = $2 RETURNING id',
        [context.payload.id, context.session.memberId, context.now],
      );
      if (rows.length === 0) fail('NOT_FOUND');
      return { count: await unread(context) };
    },
  },
  readAllMessages: {
    handler: async (context) => {
      await context.db.query(
        'UPDATE messages SET read_at = $2 WHERE member_id = $1 AND read_at IS NULL',
        [context.session.memberId, context.now],
      );
      return { count: await unread(context) };
    },
  },
  deleteMessage: {
    handler: async (context) => {
      const rows = await context.db.query(
        'DELETE FROM messages WHERE id = $1 AND member_id = $2 RETURNING id',
        [context.payload.id, context.session.memberId],
      );
      if (rows.length === 0) fail('NOT_FOUND', { message: `No message ${context.payload.id}.` });
      return { count: await unread(context) };
    },
  },
  feedback: {
    realAccountOnly: true,
    bodyLimit: FEEDBACK_BODY_LIMIT,
    handler: async ({ payload, session, now, db, language }) => {
      if (!feedbackWordsFit(payload.content)) {
        fail('FIELD_INVALID', {
          message:
            language === 'pt'
              ? `Escreva entre ${FEEDBACK_WORDS.min} e ${FEEDBACK_WORDS.max} palavras`
              : `Please write between ${FEEDBACK_WORDS.min} and ${FEEDBACK_WORDS.max} words`,
          value: { field: 'content', minWords: FEEDBACK_WORDS.min, maxWords: FEEDBACK_WORDS.max },
        });
      }
      const [screenshot] = payload.screenshot
        ? checkProofs([payload.screenshot], 'screenshot')
        : [];
      const [row] = await db.query<{ id: number }>(
        `INSERT INTO feedback (member_id, type, content, created_at, screenshot_name, screenshot_type, screenshot)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        [
          session.memberId,
          payload.type ?? 'SUGGESTION',
          payload.content.trim(),
          now,
          screenshot?.name ?? null,
          screenshot?.mediaType ?? null,
          screenshot?.bytes ?? null,
        ],
      );
      return { id: row.id };
    },
  },
  feedbackList: {
    handler: async ({ payload, session, db }) => {
      const result = await pagedQuery<{
        id: number;
        type: FeedbackType;
        content: string;
        created_at: Date;
        screenshot_name: string | null;
        reply: string | null;
        replied_at: Date | null;
      }>(
        db,
        'SELECT id, type, content, created_at, screenshot_name, reply, replied_at, count(*) OVER () AS total_rows FROM feedback WHERE member_id = $1 ORDER BY created_at DESC, id DESC',
        [session.memberId],
        pageOf(payload, 10),
      );
      return {
        ...pagedList(result, (row) => ({
          id: row.id,
          type: row.type,
          content: row.content,
          createdAt: row.created_at.toISOString(),
          screenshotName: row.screenshot_name,
          reply: row.reply,
          repliedAt: row.replied_at?.toISOString() ?? null,
        })),
        minWords: FEEDBACK_WORDS.min,
        maxWords: FEEDBACK_WORDS.max,
      };
    },
  },
  setLanguage: {
    duringOutage: true,
    handler: async ({ payload, session, db }) => {
      if (session) {
        await db.query('UPDATE members SET language = $2 WHERE id = $1', [
          session.memberId,
          payload.language,
        ]);
      }
      return { language: payload.language };
    },
  },
};
