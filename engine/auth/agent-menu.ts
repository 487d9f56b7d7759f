// The agent centre's pages (spec 001 §2 "Agent centre"): the skin's `menus.agent` in its order; the
// four contract pages only when the merchant runs that contract (its module) and the account has
// the type enabled (consolidated contract flags, spec 001 §3): it holds such a contract, or may
// offer one (enableContract for dividends, enableSalary for the salaries). Unknown flags hide them.
import type { ConsolidatedContractValue } from '../api';
import type { FeatureId } from '../features/feature-registry';
import type { AgentPage } from '../model/skin-types';

type ContractFlags = Pick<
  ConsolidatedContractValue,
  | 'divtypereq'
  | 'dailysalreqtype'
  | 'contracthoursalreq'
  | 'realtimesalreqtype'
  | 'enableContract'
  | 'enableSalary'
>;

const CONTRACT_PAGES: Partial<
  Record<AgentPage, { feature: FeatureId; enabled: (flags: ContractFlags) => boolean }>
> = {
  agentDividendRecordCopy2: {
    feature: 'contractDividend',
    enabled: (flags) => flags.divtypereq || flags.enableContract,
  },
  agentDailyWages2: {
    feature: 'contractDailySalary',
    enabled: (flags) => flags.dailysalreqtype || flags.enableSalary,
  },
  agentHourSalary: {
    feature: 'contractHourlySalary',
    enabled: (flags) => flags.contracthoursalreq || flags.enableSalary,
  },
  agentRealtimeSalary: {
    feature: 'contractRealtimeSalary',
    enabled: (flags) => flags.realtimesalreqtype || flags.enableSalary,
  },
};

export function agentMenuPages(
  pages: readonly AgentPage[],
  flags: ContractFlags | null | undefined,
  isOn: (feature: FeatureId) => boolean,
): AgentPage[] {
  return pages.filter((page) => {
    const contract = CONTRACT_PAGES[page];
    if (!contract) return true;
    return (
      isOn(contract.feature) && flags !== null && flags !== undefined && contract.enabled(flags)
    );
  });
}

/**
 * The agent centre's other pages (spec 001 §2 "also named"), in a menu of their own below the
 * navigation of 16: the invitation links, the credit report and the gateway's agent guides.
 */
export const AGENT_TOOL_PAGES = [
  'linkManagement',
  'creditReport',
  'installationGuide',
  'beginnerGuide',
  'helpCentre',
] as const;

export type AgentToolPage = (typeof AGENT_TOOL_PAGES)[number];
