// The member: info and public state, the member-centre menu with badges, the avatar, platform
// messages (read one or all, delete), feedback, the language (spec 000 §2-§4, spec 001 §7).
import {
  byModules,
  FEEDBACK_WORDS,
  feedbackWordsFit,
  MEMBER_PAGES,
  memberPageOffered,
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
import { feedbackPage, saveFeedback } from '../store/feedback';
import { referredFriends, setMemberLanguage } from '../store/member-profile';
import {
  deleteMessage,
  messagePage,
  readAllMessages,
  readMessage,
  unreadMessages,
} from '../store/messages';
import { pagedList, pageOf } from '../store/paging';

async function currentMember(context: MemberContext<unknown>) {
  const member = await memberById(context.db, context.session.memberId);
  if (!member) fail('TOKEN_INVALID');
  return member;
}

async function unread(context: MemberContext<unknown>): Promise<number> {
  return unreadMessages(context.db, context.session.memberId);
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
      const friends = await referredFriends(db, session.memberId);
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
      const result = await messagePage(
        context.db,
        context.session.memberId,
        context.language,
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
      const found = await readMessage(
        context.db,
        context.session.memberId,
        context.payload.id,
        context.now,
      );
      if (!found) fail('NOT_FOUND');
      return { count: await unread(context) };
    },
  },
  readAllMessages: {
    handler: async (context) => {
      await readAllMessages(context.db, context.session.memberId, context.now);
      return { count: await unread(context) };
    },
  },
  deleteMessage: {
    handler: async (context) => {
      const found = await deleteMessage(context.db, context.session.memberId, context.payload.id);
      if (!found) fail('NOT_FOUND', { message: `No message ${context.payload.id}.` });
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
      const id = await saveFeedback(db, {
        memberId: session.memberId,
        type: payload.type ?? 'SUGGESTION',
        content: payload.content.trim(),
        now,
        screenshot,
      });
      return { id };
    },
  },
  feedbackList: {
    handler: async ({ payload, session, db }) => {
      const result = await feedbackPage(db, session.memberId, pageOf(payload, 10));
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
        await setMemberLanguage(db, session.memberId, payload.language);
      }
      return { language: payload.language };
    },
  },
};
