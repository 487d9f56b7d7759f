import type { Category } from '../model/skin-types';
import type { VendorLaneInput } from './merge-inputs';

/**
 * Top navigation (spec 000 §2): one entry per skin category that has at least one vendor, in the
 * skin's order. Without vendor lanes (not loaded yet, or none sent), every skin category shows.
 */
export function navCategories(
  categories: readonly Category[],
  lanes: readonly VendorLaneInput[] | undefined,
): Category[] {
  if (!Array.isArray(lanes)) return [...categories];
  const withVendors = new Set(
    lanes
      .filter(
        (lane) =>
          lane !== null &&
          typeof lane === 'object' &&
          Array.isArray(lane.cards) &&
          lane.cards.length > 0 &&
          typeof lane.title === 'string',
      )
      .map((lane) => String(lane.title).toUpperCase()),
  );
  return categories.filter((category) => withVendors.has(category));
}
