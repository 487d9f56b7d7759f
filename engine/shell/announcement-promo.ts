// An announcement tied to a promotion (promotionType set) gets a promo button that goes to the
// reward centre (spec 000 §2 "the promo button goes to rewardCenter").
import { memberPagePath } from '../site/member-page-path';

export const REWARD_CENTRE_PATH = memberPagePath('rewardCenter');

export function announcementPromoTarget(item: {
  promotionType: string | null | undefined;
}): string | null {
  return item.promotionType ? REWARD_CENTRE_PATH : null;
}
