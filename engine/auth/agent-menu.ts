// The agent centre's pages (spec 001 §2 "Agent centre"): the skin's `menus.agent` in its order; a
// contract page (engine/site/pages.ts names its contract kind) only when the merchant runs that
// contract (its feature) and the account has the type enabled (consolidated contract flags, spec
// 001 §3): it holds such a contract, or may offer one (enableContract for dividends, enableSalary
// for the salaries). Unknown flags hide them.
import type { ConsolidatedContractValue } from '../api';
import type { AgentPage, ContractKind } from '../model/skin-types';
import type { FeatureCheck } from '../site/feature-links';
import { agentPageContract, agentPageFeature } from '../site/pages';

type ContractFlags = Pick<
  ConsolidatedContractValue,
  | 'divtypereq'
  | 'dailysalreqtype'
  | 'contracthoursalreq'
  | 'realtimesalreqtype'
  | 'enableContract'
  | 'enableSalary'
>;

const CONTRACT_ENABLED: Record<ContractKind, (flags: ContractFlags) => boolean> = {
  dividend: (flags) => flags.divtypereq || flags.enableContract,
  dailySalary: (flags) => flags.dailysalreqtype || flags.enableSalary,
  hourlySalary: (flags) => flags.contracthoursalreq || flags.enableSalary,
  realtimeSalary: (flags) => flags.realtimesalreqtype || flags.enableSalary,
};

export function agentMenuPages(
  pages: readonly AgentPage[],
  flags: ContractFlags | null | undefined,
  isOn: FeatureCheck,
): AgentPage[] {
  return pages.filter((page) => {
    const contract = agentPageContract(page);
    const feature = agentPageFeature(page);
    if (!contract || !feature) return true;
    return (
      isOn(feature) && flags !== null && flags !== undefined && CONTRACT_ENABLED[contract](flags)
    );
  });
}
