// "If not trial and the agent policy is on, load consolidated data" (spec 000 §4, spec 001 §4). The
// spec does not define the policy; we read it as the merchant running the agent centre with at
// least one kind of contract, since the consolidated data is the contract flags (spec 001 §3) the
// contract dialog and the agent centre's salary pages read.
import type { FeatureId } from '../features/feature-registry';

const CONTRACT_FEATURES: readonly FeatureId[] = [
  'contractDividend',
  'contractDailySalary',
  'contractHourlySalary',
  'contractRealtimeSalary',
];

export function agentPolicyOn(isOn: (feature: FeatureId) => boolean): boolean {
  return isOn('agentCentre') && CONTRACT_FEATURES.some(isOn);
}
