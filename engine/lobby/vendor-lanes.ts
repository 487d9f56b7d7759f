// Reading gameVendors' value.data.lanes (spec 001 §3 Vendor lane): a category's vendors, the
// classification tabs that apply to a chosen vendor, and the ELOTT vendors the prize mode reads.
import type { ApiVendorCard, ApiVendorLane } from '../api';

export function laneOf(
  lanes: readonly ApiVendorLane[] | undefined,
  category: string,
): ApiVendorLane | undefined {
  return lanes?.find((lane) => lane.title === category);
}

export function laneVendors(
  lanes: readonly ApiVendorLane[] | undefined,
  category: string,
): ApiVendorCard[] {
  return laneOf(lanes, category)?.cards ?? [];
}

export interface ClassificationTab {
  code: string;
  name: string;
}

/** The classification tabs of a category: all of them, or those with games of the chosen vendor. */
export function classificationTabs(
  lane: ApiVendorLane | undefined,
  vendor: string | null,
): ClassificationTab[] {
  return (lane?.gameClassify ?? [])
    .filter((tab) => vendor === null || tab.vendors.includes(vendor))
    .map(({ code, name }) => ({ code, name }));
}

export function elottVendors(lanes: readonly ApiVendorLane[] | undefined): string[] {
  return laneVendors(lanes, 'ELOTT').map((card) => card.vassalage);
}
