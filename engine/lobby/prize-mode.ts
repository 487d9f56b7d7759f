// The lottery's prize mode (spec 001 §4): ELOTT when the ELOTT vendors include TCG_LOTTO_VN or
// LOTT, otherwise LOTT. The other modes the spec names (ZY, SEA) belong to their own pages:
// /seaLottery plays SEA.
import type { PrizeMode } from '../model/skin-types';

const ELOTT_VENDORS = ['TCG_LOTTO_VN', 'LOTT'];

/** `elottVendors`: the vendor codes of the ELOTT lane of gameVendors. */
export function prizeMode(elottVendors: readonly string[]): 'LOTT' | 'ELOTT' {
  return elottVendors.some((vendor) => ELOTT_VENDORS.includes(vendor)) ? 'ELOTT' : 'LOTT';
}

/** The lottery pages (spec 001 §2): /seaLottery plays SEA, the others the merchant's mode. */
export function lotteryPrizeMode(
  page: 'lottery' | 'seaLottery' | 'vnLottery',
  elottVendors: readonly string[],
): PrizeMode {
  return page === 'seaLottery' ? 'SEA' : prizeMode(elottVendors);
}
