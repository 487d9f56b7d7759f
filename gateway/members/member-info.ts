// The member info and public state the header, menus and guards read (spec 000 §3), built from the
// member, the main wallet, unread messages and the merchant's promotions and modules.
import { isAgent, isTrial, maskEmail, maskMobile, type ApiMemberInfo } from '../../engine';
import { moduleEnabled, type Merchant } from '../core/merchants';
import type { Queryable } from '../db/database';
import type { MemberRow } from './member-row';
import { memberVipStanding } from './vip';

export async function memberInfo(
  db: Queryable,
  merchant: Merchant,
  member: MemberRow,
  now: Date,
): Promise<ApiMemberInfo> {
  // The level the valid bets reached (gateway README "VIP"), not only the one the operator set.
  const vip = await memberVipStanding(db, member);
  const [state] = await db.query<{ balance: string | null; unread: number; promotions: number }>(
    `SELECT (SELECT balance FROM wallets WHERE member_id = $1 AND wallet = 'MAIN') AS balance,
            (SELECT count(*) FROM messages WHERE member_id = $1 AND read_at IS NULL) AS unread,
            (SELECT count(*) FROM promotions WHERE merchant_code = $2 AND starts_at <= $3 AND ends_at > $3 AND (type <> 'VIP' OR $4)) AS promotions`,
    [member.id, merchant.code, now, vip.level > 0],
  );
  return {
    id: member.id,
    account: member.username,
    nickname: member.nickname,
    type: member.type,
    isAgent: isAgent(member.type),
    isTrial: isTrial(member.type),
    balance: state.balance ?? '0.00',
    currency: merchant.currency,
    currencySymbol: merchant.currencySymbol,
    hasVip: vip.level > 0 && moduleEnabled(merchant, 'VIP3'),
    vipLabelName: vip.label,
    vipRankLevel: vip.level,
    availablePromoCount: state.promotions,
    unreadMessage: state.unread,
    availablePromo: { REFERRAL: { enabled: moduleEnabled(merchant, 'REFERRAL3') } },
    language: member.language,
    email: maskEmail(member.email),
    mobileNum: maskMobile(member.mobile_num),
    registeredAt: member.registered_at.toISOString(),
    enableContract: member.enable_contract,
    enableSalary: member.enable_salary,
  };
}
