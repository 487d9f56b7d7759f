// Responsible gambling's pure rules: the periods limits count over, when a changed limit takes
// effect, what a player may choose, and each market's profile. Re-exported by engine/index.ts.
export {
  RG_COOLING_OFF_MS,
  isStricter,
  limitChange,
  limitInForce,
  type LimitChange,
  type LimitValue,
  type StoredLimit,
} from './limit-change';
export {
  RG_BREAK_DAYS,
  RG_EXCLUSION_MONTHS,
  RG_MINUTES,
  breakEnd,
  exclusionEnd,
  type RgExclusionMonths,
  type RgLimitKind,
} from './rg-choices';
export { rgPeriodBounds, type PeriodBounds } from './rg-periods';
export {
  JURISDICTION_PROFILES,
  jurisdictionProfile,
  type HelpOrganisation,
  type JurisdictionProfile,
} from './jurisdictions';
export { nextRealityCheckIn, sessionClockText, sessionMinutes } from './session-time';
