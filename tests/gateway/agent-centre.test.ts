// The agent centre over HTTP (spec 001 §2 Agent centre, §3 Contracts, §4, §6, §7): an agent acts on
// its own chain only (403 elsewhere, for every agent action), registers downlines, walks its team,
// transfers with the transaction password, reads reports computed from real plays and ledger
// lines, offers contracts whose lower-rate warning names what will end, and the settlement engine
// pays each kind from hand-computed fixtures once per period.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIONS, moneyCents, type ActionName, type ApiClient } from '../../engine';
import { openSocket } from './support/socket';
import { failure, freshUsername, startTestGateway, type TestGateway } from './support/test-gateway';

let gateway: TestGateway;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** An Idempotency-Key of its own (8 to 128 characters). */
const freshKey = (prefix: string): string => `${prefix}-key-${freshUsername()}`;

const as = async (username: string, password = 'Agent123'): Promise<ApiClient> =>
  gateway.client({ token: await gateway.login(username, password) });

/** Registers a downline of `agent` (a player or an agent) and answers its name. */
async function downlineOf(agent: ApiClient, accountType: 'player' | 'agent'): Promise<string> {
  const username = freshUsername(accountType === 'agent' ? 'ag' : 'pl');
  await agent.call('registerDownline', {
    username,
    password: 'Player123',
    confirmPassword: 'Player123',
    accountType,
  });
  return username;
}

async function play(username: string, stake: string, win: string): Promise<void> {
  await gateway.dev('POST', 'play', { username, stake, win });
}

beforeAll(async () => {
  gateway = await startTestGateway();
});

afterAll(async () => {
  await gateway?.close();
});

describe('authorization: an agent acts on its own chain only', () => {
  it('answers 403 to a player on every agent action, and to another chain on each that names one', async () => {
    const player = await as('player01', 'Player123');
    const outsider = await as('agent41');
    const upline = await as('agent01');
    const [contract] = (await upline.call('contractRequests', { status: 'active' })).list;
    const link = await upline.call('agentLinkCreate', {
      name: 'Chain check',
      accountType: 'player',
    });
    // Every action that names an account or a contract, naming agent01's chain from agent41's.
    const named: Partial<Record<ActionName, Record<string, unknown>>> = {
      agentTeam: { parent: 'agent02' },
      teamBetting: { username: 'down0101' },
      userLoss: { username: 'down0101' },
      agentRedEnvelopes: { username: 'down0101' },
      downlineTransactions: { username: 'down0101' },
      downlineTransfer: { downline: 'agent02', amount: '1', paymentPassword: '123456' },
      contractOffer: { downline: 'agent02', kind: 'dividend', rate: '1' },
      hourlySalaryContract: {
        downline: 'agent02',
        rate: '1',
        hourlyBetAmount: '10',
        minActiveMembers: 0,
      },
      realtimeSalaryContract: {
        downline: 'agent02',
        profitWinRate: '1',
        lossRate: '1',
        singleBetAmount: '1',
      },
      contractRespond: { contractId: contract.id, decision: 'terminate' },
      contractPreview: { contractId: contract.id },
      agentLinkDelete: { id: link.id },
    };
    const unnamed: Partial<Record<ActionName, Record<string, unknown>>> = {
      processDividend: {},
      dailySalary: {},
      agentIncome: {},
      agentOverview: {},
      incomeReport: {},
      agentSettlements: { kind: 'dailySalary' },
      contractRequests: {},
      contractForm: { kind: 'dailySalary' },
      agentAnnouncements: {},
      agentLinks: {},
      agentLinkCreate: { name: 'Refused', accountType: 'player' },
      agentCreditReport: {},
      registerDownline: {
        username: freshUsername('pl'),
        password: 'Player123',
        confirmPassword: 'Player123',
        accountType: 'player',
      },
    };
    const agentActions = ACTIONS.filter(
      (action) => action.family === 'agent' && action.name !== 'consolidatedContract',
    ).map((action) => action.name);
    expect([...Object.keys(named), ...Object.keys(unnamed)].sort()).toEqual(
      [...agentActions].sort(),
    );
    const key = (name: string) =>
      ACTIONS.find((action) => action.name === name)?.idempotent
        ? { idempotencyKey: freshKey(name) }
        : undefined;
    for (const [name, payload] of Object.entries({ ...named, ...unnamed })) {
      const refused = await failure(
        player.call(name as never, payload as never, key(name) as never),
      );
      expect([name, refused.status, refused.code]).toEqual([name, 403, 'NOT_AGENT']);
    }
    for (const [name, payload] of Object.entries(named)) {
      const refused = await failure(
        outsider.call(name as never, payload as never, key(name) as never),
      );
      expect([name, refused.status, refused.code]).toEqual([name, 403, 'OUTSIDE_CHAIN']);
    }
    expect((await failure(outsider.call('teamBetting', { username: 'down0101' }))).message).toBe(
      'down0101 is not in your team: an agent sees and acts on its own chain only.',
    );
    // Nothing moved: agent41 still has its balance, agent01's contract is still active.
    expect((await upline.call('contractRequests', { status: 'active' })).list[0].id).toBe(
      contract.id,
    );
  });

  it('refuses a player in the language of the request, as every other refusal (spec 000 §6)', async () => {
    const token = await gateway.login('player01', 'Player123');
    const refusal = async (language: 'pt' | 'en') =>
      failure(gateway.client({ token, language }).call('agentOverview'));
    expect([(await refusal('en')).code, (await refusal('en')).message]).toEqual([
      'NOT_AGENT',
      'Only agents can use this.',
    ]);
    expect((await refusal('pt')).message).toBe('Somente agentes podem usar isto.');
  });

  it('keeps a downline’s downline out of transfers, and another merchant’s contracts out of reach', async () => {
    const upline = await as('agent01');
    const deeper = await failure(
      upline.call(
        'downlineTransfer',
        { downline: 'down0201', amount: '1', paymentPassword: '123456' },
        { idempotencyKey: freshKey('deep') },
      ),
    );
    expect([deeper.status, deeper.code, deeper.message]).toEqual([
      403,
      'OUTSIDE_CHAIN',
      'down0201 is not in your direct downline: transfers and contracts go to direct downlines only.',
    ]);
    const own = (await upline.call('contractRequests', {})).list.map((contract) => contract.id);
    const other = gateway.client({
      token: await gateway.login('agent01', 'Agent123', 'MC1002'),
      merchantCode: 'MC1002',
    });
    const foreign = await failure(other.call('contractPreview', { contractId: own[0] }));
    expect([foreign.status, foreign.code]).toEqual([403, 'OUTSIDE_CHAIN']);
  });
});

describe('the team', () => {
  it('registers a downline under the agent with the registration field rules', async () => {
    const agent = await as('agent01');
    const username = await downlineOf(agent, 'player');
    const team = await agent.call('agentTeam', { username });
    expect(team.list).toEqual([
      expect.objectContaining({ account: username, type: 0, balance: '0.00', status: 'idle' }),
    ]);
    const subAgent = await downlineOf(agent, 'agent');
    expect((await agent.call('agentTeam', { username: subAgent })).list[0].type).toBe(2);
    const badName = await failure(
      agent.call('registerDownline', {
        username: 'a',
        password: 'Player123',
        confirmPassword: 'Player123',
        accountType: 'player',
      }),
    );
    expect([badName.code, badName.value]).toMatchObject(['FIELD_INVALID', { field: 'username' }]);
    const taken = await failure(
      agent.call('registerDownline', {
        username,
        password: 'Player123',
        confirmPassword: 'Player123',
        accountType: 'player',
      }),
    );
    expect(taken.code).toBe('USERNAME_TAKEN');
    const mismatch = await failure(
      agent.call('registerDownline', {
        username: freshUsername('pl'),
        password: 'Player123',
        confirmPassword: 'Player124',
        accountType: 'player',
      }),
    );
    expect(mismatch.code).toBe('PASSWORD_MISMATCH');
  });

  it('drills into a downline’s downline inside the chain, with the path back up', async () => {
    const agent = await as('agent01');
    const top = await agent.call('agentTeam', {});
    expect(top).toMatchObject({ parent: 'agent01', path: ['agent01'] });
    expect(top.list.find((row) => row.account === 'agent02')?.downlineCount).toBe(2);
    const below = await agent.call('agentTeam', { parent: 'agent02' });
    expect(below).toMatchObject({ parent: 'agent02', path: ['agent01', 'agent02'] });
    expect(below.list.map((row) => row.account)).toEqual(['down0201', 'down0202']);
    const middle = await as('agent02');
    const up = await failure(middle.call('agentTeam', { parent: 'agent01' }));
    expect([up.status, up.code]).toEqual([403, 'OUTSIDE_CHAIN']);
  });

  it('transfers to a direct downline with the transaction password, once per key', async () => {
    const agent = await as('agent01');
    const username = await downlineOf(agent, 'player');
    const before = (await agent.call('balance')).balance;
    const key = { idempotencyKey: freshKey('dt') };
    const payload = { downline: username, amount: '25.50', paymentPassword: '123456' };
    const sent = await agent.call('downlineTransfer', payload, key);
    const again = await agent.call('downlineTransfer', payload, key);
    expect(again).toEqual(sent);
    expect(sent.downlineBalance).toBe('25.50');
    expect(moneyCents(before) - moneyCents(sent.balance)).toBe(2550);
    const wrong = await failure(
      agent.call(
        'downlineTransfer',
        { ...payload, paymentPassword: '999999' },
        { idempotencyKey: freshKey('dt') },
      ),
    );
    expect(wrong.code).toBe('PAYMENT_PASSWORD_INVALID');
    const tooMuch = await failure(
      agent.call(
        'downlineTransfer',
        { ...payload, amount: '50000.01' },
        { idempotencyKey: freshKey('dt') },
      ),
    );
    expect([tooMuch.code, tooMuch.message]).toEqual([
      'BAD_REQUEST',
      'amount must be at most 50000.00 per transfer to a downline (got 50000.01).',
    ]);
    const lines = await agent.call('downlineTransactions', { username });
    expect(lines.list.map((line) => [line.account, line.kind, line.amount])).toEqual([
      [username, 'UPLINE_TRANSFER', '25.50'],
    ]);
  });
});

describe('the reports, from real plays and ledger lines', () => {
  it('counts a downline’s plays in the overview, team betting and user loss', async () => {
    const agent = await as('agent41');
    const before = (await agent.call('agentOverview')).periods[0];
    const username = await downlineOf(agent, 'player');
    await gateway.dev('POST', 'credit', { username, amount: '100' });
    await play(username, '10.00', '4.00');
    await play(username, '2.50', '0');
    const today = (await agent.call('agentOverview')).periods[0];
    expect(today.period).toBe('today');
    expect([
      today.teamSize - before.teamSize,
      today.newMembers - before.newMembers,
      today.activeMembers - before.activeMembers,
    ]).toEqual([1, 1, 1]);
    expect([
      moneyCents(today.validBet) - moneyCents(before.validBet),
      moneyCents(today.profitLoss) - moneyCents(before.profitLoss),
    ]).toEqual([1250, -850]);
    const bets = await agent.call('teamBetting', { username });
    expect(bets.list.map((row) => [row.account, row.stake, row.win, row.profit])).toEqual([
      [username, '2.50', '0.00', '-2.50'],
      [username, '10.00', '4.00', '-6.00'],
    ]);
    expect(bets.totals).toEqual({
      stake: '12.50',
      validBet: '12.50',
      win: '4.00',
      profit: '-8.50',
    });
    const loss = await agent.call('userLoss', { username });
    expect(loss.list).toEqual([
      {
        account: username,
        plays: 2,
        stake: '12.50',
        validBet: '12.50',
        win: '4.00',
        profit: '-8.50',
      },
    ]);
    const paged = await agent.call('teamBetting', { username, pageSize: 1, pageNo: 2 });
    expect([paged.list.length, paged.totalPages, paged.list[0].stake]).toEqual([1, 2, '10.00']);
  });
});

describe('contracts', () => {
  it('serves the offer form’s rules as JSON Schema, capped at the agent’s own rate', async () => {
    const agent = await as('agent01');
    const form = await agent.call('contractForm', { kind: 'realtimeSalary' });
    expect(form.schema.required).toEqual(['profitWinRate', 'lossRate', 'singleBetAmount']);
    expect(form.schema.properties.lossRate).toMatchObject({ 'x-kind': 'rate', 'x-maxRate': '100' });
    const middle = await as('agent02');
    // agent02 holds a 30 % dividend from agent01: it may offer at most that.
    expect((await middle.call('contractForm', { kind: 'dividend' })).maxRate).toBe('30');
    const player = await downlineOf(middle, 'player');
    const toPlayer = await failure(
      middle.call('contractOffer', { downline: player, kind: 'dividend', rate: '10' }),
    );
    expect(toPlayer.message).toBe(
      `${player} is a player: contracts are offered to downline agents only.`,
    );
    const sub = await downlineOf(middle, 'agent');
    const tooHigh = await failure(
      middle.call('contractOffer', { downline: sub, kind: 'dividend', rate: '30.5' }),
    );
    expect([tooHigh.code, tooHigh.message]).toEqual([
      'BAD_REQUEST',
      'rate must be at most 30, your own dividend rate (got 30.5).',
    ]);
    const noKind = await failure(
      middle.call('hourlySalaryContract', {
        downline: sub,
        rate: '1',
        hourlyBetAmount: '10',
        minActiveMembers: 0,
      }),
    );
    expect([noKind.status, noKind.message]).toEqual([
      403,
      'You have no hourlySalary contract to offer: ask your upline or the operator to enable it.',
    ]);
  });

  it('names the downline contracts a lower rate will end before the accept, then ends them', async () => {
    const upline = await as('agent01');
    const middle = await as('agent02');
    const seeded = (await middle.call('contractRequests', { status: 'offered' })).list.find(
      (contract) => contract.kind === 'dailySalary',
    );
    await middle.call('contractRespond', { contractId: seeded?.id ?? 0, decision: 'accept' });
    const sub = await downlineOf(middle, 'agent');
    const given = await middle.call('contractOffer', {
      downline: sub,
      kind: 'dailySalary',
      rate: '1.2',
    });
    const subAgent = gateway.client({ token: await gateway.login(sub, 'Player123') });
    expect((await subAgent.call('consolidatedContract')).pendingRequests).toBe(1);
    await subAgent.call('contractRespond', { contractId: given.id, decision: 'accept' });
    const lower = await upline.call('contractOffer', {
      downline: 'agent02',
      kind: 'dailySalary',
      rate: '1',
    });
    const preview = await middle.call('contractPreview', { contractId: lower.id });
    expect(preview.ending.map((contract) => [contract.id, contract.downline])).toEqual([
      [given.id, sub],
    ]);
    expect(preview.warning).toBe(
      `The new rate is below the contracts you gave ${sub} (1.2%): accepting terminates them.`,
    );
    const answer = await middle.call('contractRespond', {
      contractId: lower.id,
      decision: 'accept',
    });
    expect([answer.contract.status, answer.terminatedDownlineContracts]).toEqual(['active', 1]);
    expect(answer.warning).toBe(
      `The new rate is below the contracts you gave ${sub} (1.2%): they were terminated.`,
    );
    expect((await subAgent.call('contractRequests', {})).list[0].status).toBe('terminated');
    const twice = await failure(
      middle.call('contractRespond', { contractId: lower.id, decision: 'accept' }),
    );
    expect([twice.code, twice.message]).toEqual([
      'CONFLICT',
      `Contract ${lower.id} is active: only an offer made to you can be accepted or rejected.`,
    ]);
  });
});

describe('agent announcements', () => {
  it('shows agents their own notices, which the players’ notices leave out', async () => {
    const agent = await as('agent01');
    const notices = await agent.call('agentAnnouncements');
    expect(notices.list.map((notice) => notice.title)).toEqual([
      'Salaries settle per GMT day',
      'New income report',
    ]);
    const player = await as('player01', 'Player123');
    const shown = await player.call('announcements', {});
    expect(shown.notices.map((notice) => notice.title)).not.toContain('New income report');
  });
});

describe('termination', () => {
  it('tells the member’s socket when an offer or a termination request waits for its answer (spec 001 §4)', async () => {
    const uplineToken = await gateway.login('agent01', 'Agent123');
    const upline = gateway.client({ token: uplineToken });
    const holder = await downlineOf(upline, 'agent');
    const holderToken = await gateway.login(holder, 'Player123');
    const downlineSocket = await openSocket(gateway.url, holderToken);
    const uplineSocket = await openSocket(gateway.url, uplineToken);
    try {
      const offered = await upline.call('contractOffer', {
        downline: holder,
        kind: 'dividend',
        rate: '4',
      });
      await downlineSocket.next((event) => event.type === 'contract');
      const downline = gateway.client({ token: holderToken });
      expect((await downline.call('consolidatedContract')).pendingRequests).toBe(1);
      await downline.call('contractRespond', { contractId: offered.id, decision: 'accept' });
      await downline.call('contractRespond', { contractId: offered.id, decision: 'terminate' });
      await uplineSocket.next((event) => event.type === 'contract');
      expect((await upline.call('consolidatedContract')).pendingRequests).toBeGreaterThan(0);
    } finally {
      downlineSocket.close();
      uplineSocket.close();
    }
  });

  it('lets the downline ask, the upline reject or accept, and the upline terminate at once', async () => {
    const upline = await as('agent01');
    const holder = await downlineOf(upline, 'agent');
    const downline = gateway.client({ token: await gateway.login(holder, 'Player123') });
    const offered = await upline.call('contractOffer', {
      downline: holder,
      kind: 'dividend',
      rate: '5',
    });
    await downline.call('contractRespond', { contractId: offered.id, decision: 'accept' });
    const asked = await downline.call('contractRespond', {
      contractId: offered.id,
      decision: 'terminate',
    });
    expect([asked.contract.status, asked.contract.terminationRequestedBy]).toEqual([
      'active',
      holder,
    ]);
    const before = (await upline.call('consolidatedContract')).pendingRequests;
    expect(before).toBeGreaterThanOrEqual(1);
    // The asker cannot answer its own request.
    const own = await failure(
      downline.call('contractRespond', { contractId: offered.id, decision: 'accept' }),
    );
    expect(own.code).toBe('CONFLICT');
    const kept = await upline.call('contractRespond', {
      contractId: offered.id,
      decision: 'reject',
    });
    expect([kept.contract.status, kept.contract.terminationRequestedBy]).toEqual(['active', null]);
    expect((await upline.call('consolidatedContract')).pendingRequests).toBe(before - 1);
    await downline.call('contractRespond', { contractId: offered.id, decision: 'terminate' });
    const ended = await upline.call('contractRespond', {
      contractId: offered.id,
      decision: 'accept',
    });
    expect(ended.contract.status).toBe('terminated');
    const second = await upline.call('contractOffer', {
      downline: holder,
      kind: 'dividend',
      rate: '4',
    });
    await downline.call('contractRespond', { contractId: second.id, decision: 'accept' });
    const cut = await upline.call('contractRespond', {
      contractId: second.id,
      decision: 'terminate',
    });
    expect(cut.contract.status).toBe('terminated');
  });
});

describe('the settlement engine, against hand-computed fixtures', () => {
  it('pays each kind once per period from the team’s plays, on the gateway clock', async () => {
    // Start on a Monday, 01:01 GMT, so one 5 minutes, one hour, one day and one week hold every
    // play.
    const now = gateway.clock.now();
    const monday = Math.ceil((now - 4 * DAY) / (7 * DAY)) * 7 * DAY + 4 * DAY;
    gateway.clock.advance(monday + HOUR + 60_000 - now);
    const upline = await as('agent01');
    const holder = await downlineOf(upline, 'agent');
    const asHolder = async () =>
      gateway.client({ token: await gateway.login(holder, 'Player123') });
    let agent = await asHolder();
    const offers = [
      upline.call('contractOffer', {
        downline: holder,
        kind: 'dailySalary',
        rate: '1.5',
        minActiveMembers: 2,
        minBetAmount: '100',
      }),
      upline.call('hourlySalaryContract', {
        downline: holder,
        rate: '1.2',
        hourlyBetAmount: '100',
        minActiveMembers: 2,
      }),
      upline.call('realtimeSalaryContract', {
        downline: holder,
        profitWinRate: '0.8',
        lossRate: '0.5',
        singleBetAmount: '10',
      }),
      upline.call('contractOffer', {
        downline: holder,
        kind: 'dividend',
        rate: '30',
        minActiveMembers: 2,
        periodValidBet: '150',
      }),
    ];
    for (const offered of await Promise.all(offers)) {
      await agent.call('contractRespond', { contractId: offered.id, decision: 'accept' });
    }
    const first = await downlineOf(agent, 'player');
    const second = await downlineOf(agent, 'player');
    await gateway.dev('POST', 'credit', { username: first, amount: '200' });
    await gateway.dev('POST', 'credit', { username: second, amount: '200' });
    // Valid bet 155.50 from 2 active members; net loss 155.50 - 80.00 = 75.50; for real-time, won
    // bets of at least 10.00: 50.50, lost amounts: 100.00 (the 5.00 play is below the single bet).
    await play(first, '100.00', '0');
    await play(second, '50.50', '80.00');
    await play(first, '5.00', '0');
    // Nothing is settled while its period runs.
    expect((await agent.call('agentSettlements', { kind: 'realtimeSalary' })).list).toEqual([]);

    gateway.clock.advance(7 * DAY);
    agent = await asHolder();
    const figures = async (kind: 'dailySalary' | 'hourlySalary' | 'realtimeSalary' | 'dividend') =>
      (await agent.call('agentSettlements', { kind })).list.map((row) => [
        row.period,
        row.validBet,
        row.activeMembers,
        row.base,
        row.amount,
        row.status,
      ]);
    const day = new Date(monday).toISOString().slice(0, 10);
    // 1.5 % of 155.50 = 2.3325 → 2.33
    expect(await figures('dailySalary')).toEqual([[day, '155.50', 2, '155.50', '2.33', 'claimed']]);
    // 1.2 % of 155.50 = 1.866 → 1.87
    expect(await figures('hourlySalary')).toEqual([
      [`${day} 01:00`, '155.50', 2, '155.50', '1.87', 'claimed'],
    ]);
    // 0.8 % of 50.50 = 0.404 → 0.40, plus 0.5 % of 100.00 = 0.50
    expect(await figures('realtimeSalary')).toEqual([
      [`${day} 01:00`, '155.50', 2, '150.50', '0.90', 'claimed'],
    ]);
    // 30 % of 75.50 = 22.65, waiting for the claim
    expect(await figures('dividend')).toEqual([[day, '155.50', 2, '75.50', '22.65', 'pending']]);
    // 2.33 + 1.87 + 0.90 paid into the holder's wallet, once however often it is read.
    expect((await agent.call('balance')).balance).toBe('5.10');
    await agent.call('agentSettlements', { kind: 'dailySalary' });
    expect((await agent.call('balance')).balance).toBe('5.10');
    const claim = await agent.call('processDividend', {}, { idempotencyKey: freshKey('pd') });
    expect([claim.claimed, claim.amount, claim.balance]).toEqual([1, '22.65', '27.75']);
    // The credit report's remarks name each kind in the reader's language, never its id
    // (spec 001 §2 "credit report").
    const token = await gateway.login(holder, 'Player123');
    const remarks = async (language: 'pt' | 'en') =>
      (await gateway.client({ token, language }).call('agentCreditReport', { type: 'bonus' })).list
        .map((line) => line.remark)
        .sort();
    expect(await remarks('en')).toEqual([
      `Daily salary ${day}`,
      'Dividend: 1 settlement',
      `Hourly salary ${day} 01:00`,
      `Real-time salary ${day} 01:00`,
    ]);
    expect(await remarks('pt')).toEqual([
      'Dividendo: 1 liquidação',
      `Salário diário ${day}`,
      `Salário em tempo real ${day} 01:00`,
      `Salário por hora ${day} 01:00`,
    ]);
    // The upline sees what it gave; its income report shows what its holder earned by kind.
    const given = await (await as('agent01')).call('agentSettlements', { kind: 'dailySalary' });
    expect(given.list.find((row) => row.holder === holder)).toMatchObject({
      direction: 'given',
      amount: '2.33',
    });
    const income = await agent.call('incomeReport', {
      startDate: new Date(monday - DAY).toISOString().slice(0, 10),
      endDate: new Date(monday + 2 * DAY).toISOString().slice(0, 10),
    });
    expect(income.byKind).toEqual([
      { kind: 'dailySalary', amount: '2.33' },
      { kind: 'dividend', amount: '22.65' },
      { kind: 'hourlySalary', amount: '1.87' },
      { kind: 'realtimeSalary', amount: '0.90' },
    ]);
    expect(income.amount).toBe('27.75');
  });
});
