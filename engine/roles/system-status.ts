// System status (spec 000 §4, spec 001 §4): 0 normal (the app), 1 maintenance (the maintenance
// page), 2 region-restricted (the blocked page), from the permission payload's two flags.

export const SYSTEM_STATUS = { normal: 0, maintenance: 1, regionRestricted: 2 } as const;
export type SystemStatus = (typeof SYSTEM_STATUS)[keyof typeof SYSTEM_STATUS];

/**
 * When both flags are set, the region block wins: the spec does not say, and telling a visitor who
 * may not play here that the site is "back soon" would be false. Anything but `true` is false.
 */
export function systemStatus(flags: {
  maintenance?: unknown;
  regionRestriction?: unknown;
}): SystemStatus {
  if (flags.regionRestriction === true) return SYSTEM_STATUS.regionRestricted;
  if (flags.maintenance === true) return SYSTEM_STATUS.maintenance;
  return SYSTEM_STATUS.normal;
}
