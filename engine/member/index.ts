// Pure rules of the member centre (spec 000 §2 member centre pages, §3; spec 001 §3-§5, §9): the
// account record's types, record periods, withdrawal confirmation, proof images, deposit chips,
// the profile's fields and the pages a trial account may not open. Re-exported by engine/index.ts.
export { LEDGER_KINDS_BY_TYPE, ledgerTypeOf, type LedgerKind } from './ledger-types';
export {
  DEFAULT_RANGE_DAYS,
  MAX_RANGE_DAYS,
  RANGE_STEPS,
  isCalendarDay,
  rangeDays,
  rangeEnding,
  rangeInstants,
  rangeProblem,
  shiftRange,
  today,
  type DayRange,
} from './date-range';
export {
  MAX_PROOFS,
  MAX_PROOF_BYTES,
  proofImageType,
  proofProblem,
  proofProblemText,
  type ProofImageType,
  type ProofProblem,
} from './proof-files';
export {
  allowedOutcomes,
  receivedAmount,
  type ReceivedAmountProblem,
  type WithdrawalConfirmation,
} from './withdrawal-confirmation';
export { needsRealAccount, REAL_ACCOUNT_MEMBER_PAGES } from '../site/pages';
export { depositChips, MAX_CHIPS } from './deposit-chips';
export { checkAmount, type AmountLimits, type AmountProblem } from './amount-check';
export { amountForField, amountFromField } from './typed-amount';
export { maskAccountNumber, maskEmail, maskMobile } from './masking';
export {
  MINIMUM_AGE,
  NICKNAME_RULE,
  PROFILE_FIELD_RULES,
  REGISTRATION_PROFILE_FIELDS,
  isOldEnough,
  isRegistrationProfileField,
  profileFieldRule,
  shownProfileFields,
  type ShownProfileField,
} from './profile-fields';
export {
  FEEDBACK_TYPES,
  FEEDBACK_WORDS,
  feedbackWordCount,
  feedbackWordsFit,
  type FeedbackType,
} from './feedback';
export {
  MAX_REDEEM_QUANTITY,
  convertProblem,
  convertedCents,
  formatPoints,
  maxRedeemQuantity,
  type ConvertProblem,
} from './points';
export {
  promotionStatus,
  settlementEnd,
  type EntryState,
  type PromotionMode,
  type PromotionSettlement,
  type PromotionStatus,
  type PromotionStatusInput,
} from './promotion-status';
export {
  MAX_VIP_LEVEL,
  VIP_LEVELS,
  vipLabel,
  vipMonth,
  vipStanding,
  type VipLevel,
  type VipStanding,
} from './vip-levels';
