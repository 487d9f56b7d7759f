// A ledger line's remark as its reader reads it. The settlement engine writes the contract kind's
// id and the period ("realtimeSalary 2025-03-03 01:00") and a dividend claim how many settlements
// it took ("2 dividend settlement(s)"): stable text for the store, which the account record and the
// agent's reports turn into the kind's name in the request's language (spec 001 §2 "credit
// report"; X-Language like every message). Any other remark is shown as written.
import {
  CATALOGUE,
  CONTRACT_KINDS,
  interpolate,
  type ApiLedgerEntry,
  type ContractKind,
  type Locale,
} from '../../engine';

const SALARY_REMARK = new RegExp(`^(${CONTRACT_KINDS.join('|')}) (.+)$`);
const DIVIDEND_REMARK = new RegExp(`^(\\d+) (${CONTRACT_KINDS.join('|')}) settlement\\(s\\)$`);

const kindName = (kind: string, language: Locale) =>
  CATALOGUE[language][`contractKind.${kind as ContractKind}`];

export function ledgerRemark(
  kind: ApiLedgerEntry['kind'],
  remark: string,
  language: Locale,
): string {
  if (kind === 'SALARY') {
    const salary = SALARY_REMARK.exec(remark);
    if (salary) return `${kindName(salary[1], language)} ${salary[2]}`;
  }
  if (kind === 'DIVIDEND') {
    const dividend = DIVIDEND_REMARK.exec(remark);
    if (dividend) {
      const count = Number(dividend[1]);
      return interpolate(
        CATALOGUE[language][
          count === 1 ? 'agentCredit.remark.settlement' : 'agentCredit.remark.settlements'
        ],
        { kind: kindName(dividend[2], language), count },
      );
    }
  }
  return remark;
}
