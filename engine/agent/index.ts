// Pure rules of the agent centre (spec 001 §2 Agent centre, §3 Contracts, §9): contract settlement
// periods and amounts, what each side may do with a contract, and when its dialog opens by itself.
// Re-exported by engine/index.ts.
export {
  SETTLEMENT_PERIODS,
  periodLabel,
  periodStart,
  settlementAmount,
  type ContractTerms,
  type PeriodFigures,
  type SettlementResult,
} from './contract-settlement';
export { contractActions, type ContractAction } from './contract-actions';
export { CONTRACT_CUE_SESSION_KEY, contractCue, type ContractCue } from './contract-cue';
export { MAX_DOWNLINE_TRANSFER, MAX_DOWNLINE_TRANSFER_CENTS } from './downline-transfer';
