// Each contract kind's module, and the offer form's rules (spec 001 §3 Contracts; spec 001 §5 leaves
// agent-side form rules open): one JSON Schema per contract kind, which the site renders field by field and the gateway
// checks again on the offer. Rates are percentages with 2 decimals (at most the agent's own rate of
// the kind), amounts are money, counts are whole numbers from 0 to 10,000.
import {
  AMOUNT_PATTERN,
  CONTRACT_FEATURES,
  FEATURES,
  RATE_PATTERN,
  type ApiContractFormField,
  type ContractFormValue,
  type ContractKind,
  type ModuleId,
} from '../../engine';

/** A contract kind's module: its feature's (engine/site/pages.ts `CONTRACT_FEATURES`). */
export function contractModule(kind: ContractKind): ModuleId {
  return FEATURES[CONTRACT_FEATURES[kind]].moduleId;
}

const rate = (maxRate: string): ApiContractFormField => ({
  type: 'string',
  pattern: RATE_PATTERN.source,
  'x-kind': 'rate',
  'x-maxRate': maxRate,
  'x-expected': `a percentage above 0 and at most ${maxRate} with at most 2 decimals, such as 0.5`,
});
const money: ApiContractFormField = {
  type: 'string',
  pattern: AMOUNT_PATTERN.source,
  'x-kind': 'money',
  'x-expected': 'an amount above 0 with at most 2 decimals, such as 1000.00',
};
const count: ApiContractFormField = {
  type: 'integer',
  minimum: 0,
  maximum: 10_000,
  'x-kind': 'count',
  'x-expected': 'a whole number from 0 to 10000',
};

/** The fields of each kind's offer, in the form's order (the first is the rate). */
const FIELDS: Readonly<Record<ContractKind, ReadonlyArray<[string, 'rate' | 'money' | 'count']>>> =
  {
    dividend: [
      ['rate', 'rate'],
      ['minActiveMembers', 'count'],
      ['periodValidBet', 'money'],
    ],
    dailySalary: [
      ['rate', 'rate'],
      ['minActiveMembers', 'count'],
      ['minBetAmount', 'money'],
    ],
    hourlySalary: [
      ['rate', 'rate'],
      ['hourlyBetAmount', 'money'],
      ['minActiveMembers', 'count'],
    ],
    realtimeSalary: [
      ['profitWinRate', 'rate'],
      ['lossRate', 'rate'],
      ['singleBetAmount', 'money'],
    ],
  };

/** The offer form of `kind` as a JSON Schema (draft 2020-12); every field is required. */
export function contractFormSchema(
  kind: ContractKind,
  maxRate: string,
): ContractFormValue['schema'] {
  const fields = FIELDS[kind];
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title: kind,
    type: 'object',
    additionalProperties: false,
    required: fields.map(([name]) => name),
    properties: Object.fromEntries(
      fields.map(([name, type]) => [
        name,
        type === 'rate' ? rate(maxRate) : type === 'money' ? money : count,
      ]),
    ),
  };
}
