// An announcement tied to a promotion (promotionType set) gets a promo button that goes to the
// reward centre (spec 000 §2 "the promo button goes to rewardCenter") — where the brand has one: a
// skin whose member centre is off or leaves the reward centre out of its menu gets no button, rather
// than one that lands on another page.
import { memberPagePath } from '../site/member-page-path';

export const REWARD_CENTRE_PATH = memberPagePath('rewardCenter');

export function announcementPromoTarget(
  item: { promotionType: string | null | undefined },
  rewardCentreOffered = true,
): string | null {
  return item.promotionType && rewardCentreOffered ? REWARD_CENTRE_PATH : null;
}
