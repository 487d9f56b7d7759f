// Seeds agent contracts, agent-only notices and settlements: apart, as they follow the agent rules.
import { periodStart, type ContractKind } from '../../engine';
import type { Queryable } from '../db/database';
import { insertRows } from '../db/insert-rows';
import { cents, DAY, iso } from './seed-units';

export async function seedAgentCentre(
  db: Queryable,
  merchantCode: string,
  ids: Map<string, number>,
  now: number,
): Promise<void> {
  const contract = (
    upline: string,
    downline: string,
    kind: string,
    rate: number,
    terms: Record<string, number>,
    status: string,
  ) => ({
    merchant_code: merchantCode,
    upline_id: ids.get(upline),
    downline_id: ids.get(downline),
    kind,
    rate,
    terms,
    status,
    created_at: iso(now - (status === 'offered' ? 1 : 30) * DAY),
    decided_at: status === 'offered' ? null : iso(now - 29 * DAY),
    // The seeded settlements are their history: the engine settles from the seed's period on.
    settled_until: status === 'active' ? iso(periodStart(kind as ContractKind, now)) : null,
  });
  await insertRows(
    db,
    'contracts',
    {
      merchant_code: 'text',
      upline_id: 'integer',
      downline_id: 'integer',
      kind: 'text',
      rate: 'numeric',
      terms: 'jsonb',
      status: 'text',
      created_at: 'timestamptz',
      decided_at: 'timestamptz',
      settled_until: 'timestamptz',
    },
    [
      contract(
        'agent01',
        'agent02',
        'dividend',
        30,
        { minActiveMembers: 5, periodValidBet: 10_000 },
        'active',
      ),
      contract(
        'agent01',
        'agent02',
        'dailySalary',
        1.5,
        { minActiveMembers: 3, minBetAmount: 1000 },
        'offered',
      ),
      contract(
        'agent41',
        'agent42',
        'hourlySalary',
        1.2,
        { hourlyBetAmount: 500, minActiveMembers: 2 },
        'active',
      ),
      contract(
        'agent41',
        'agent42',
        'realtimeSalary',
        0.8,
        { profitWinRate: 0.8, lossRate: 0.5, singleBetAmount: 10 },
        'offered',
      ),
    ],
  );
  // Notices for the agent centre only (agentAnnouncement).
  const notice = (age: number, pt: [string, string], en: [string, string]) => ({
    merchant_code: merchantCode,
    type: 'PL',
    execution: 'A',
    title: { pt: pt[0], en: en[0] },
    content: { pt: `<p>${pt[1]}</p>`, en: `<p>${en[1]}</p>` },
    audience: 'agents',
    published_at: iso(now - age * DAY),
  });
  await insertRows(
    db,
    'announcements',
    {
      merchant_code: 'text',
      type: 'text',
      execution: 'text',
      title: 'jsonb',
      content: 'jsonb',
      audience: 'text',
      published_at: 'timestamptz',
    },
    [
      notice(
        1,
        ['Salários liquidados por dia GMT', 'O salário diário é pago logo após a meia-noite GMT.'],
        ['Salaries settle per GMT day', 'The daily salary is paid right after midnight GMT.'],
      ),
      notice(
        6,
        ['Novo relatório de renda', 'Veja o que cada contrato rendeu por dia e por tipo.'],
        ['New income report', 'See what each contract earned per day and per kind.'],
      ),
    ],
  );
  const day = (offset: number) => iso(now - offset * DAY).slice(0, 10);
  const settlement = (
    member: string,
    kind: string,
    offset: number,
    rate: number,
    validBet: number,
    status: string,
  ) => ({
    member_id: ids.get(member),
    kind,
    period: day(offset),
    rate,
    valid_bet: validBet,
    amount: cents((validBet * rate) / 100),
    status,
    claimed_at: status === 'claimed' ? iso(now - (offset - 1) * DAY) : null,
  });
  await insertRows(
    db,
    'settlements',
    {
      member_id: 'integer',
      kind: 'text',
      period: 'text',
      rate: 'numeric',
      valid_bet: 'numeric',
      amount: 'numeric',
      status: 'text',
      claimed_at: 'timestamptz',
    },
    [
      settlement('agent02', 'dividend', 1, 30, 401.67, 'pending'),
      settlement('agent02', 'dividend', 8, 30, 266.67, 'pending'),
      settlement('agent02', 'dividend', 15, 30, 500, 'claimed'),
      ...Array.from({ length: 10 }, (_, index) =>
        settlement(
          'agent02',
          'dailySalary',
          index + 1,
          1.5,
          2000 + index * 150,
          index < 2 ? 'pending' : 'claimed',
        ),
      ),
      ...Array.from({ length: 5 }, (_, index) =>
        settlement('agent42', 'hourlySalary', index + 1, 1.2, 800 + index * 40, 'claimed'),
      ),
    ],
  );
}
