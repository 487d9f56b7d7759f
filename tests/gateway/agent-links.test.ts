// Link management, the credit report, the red envelopes and the agent guides over HTTP (spec 001 §2
// "also named"): an agent's invitation links count the accounts registered through them, which sit
// under the agent as the link's type says; another agent's link is 403; the credit report lists the
// agent's own money in and out from real ledger lines; the red envelope page lists what its team
// opened; the guides come in the asked language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moneyCents, moneyText, type ApiClient } from '../../engine';
import { failure, freshUsername, startTestGateway, type TestGateway } from './support/test-gateway';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway();
});

afterAll(async () => {
  await gateway?.close();
});

const as = async (username: string, password = 'Agent123'): Promise<ApiClient> =>
  gateway.client({ token: await gateway.login(username, password) });

/** A fresh agent under agent01, so each scenario starts with no links and an empty ledger. */
async function freshAgent(): Promise<{ username: string; client: ApiClient }> {
  const username = freshUsername('ag');
  await (
    await as('agent01')
  ).call('registerDownline', {
    username,
    password: 'Player123',
    confirmPassword: 'Player123',
    accountType: 'agent',
  });
  return { username, client: await as(username, 'Player123') };
}

const signUpWith = (code: string) => {
  const username = freshUsername('lk');
  return gateway
    .client()
    .call('register', {
      username,
      password: 'Player123',
      confirmPassword: 'Player123',
      affiliateCode: code,
      login: true,
    })
    .then(() => username);
};

describe('link management', () => {
  it('counts the registrations through each link, and puts the new accounts under the agent as the link says', async () => {
    const agent = await freshAgent();
    const players = await agent.client.call('agentLinkCreate', {
      name: 'Instagram',
      accountType: 'player',
    });
    const agents = await agent.client.call('agentLinkCreate', {
      name: 'Partners',
      accountType: 'agent',
    });
    expect(players).toMatchObject({ name: 'Instagram', accountType: 'player', registrations: 0 });
    expect(players.code).toMatch(/^L[0-9A-F]{8}$/);
    expect(await gateway.client().call('affiliateCheck', { code: players.code })).toEqual({
      code: players.code,
      agent: agent.username,
    });

    const player = await signUpWith(players.code.toLowerCase());
    const partner = await signUpWith(agents.code);
    const { list } = await agent.client.call('agentLinks');
    expect(list.map((link) => [link.name, link.registrations])).toEqual([
      ['Partners', 1],
      ['Instagram', 1],
    ]);
    const team = await agent.client.call('agentTeam', {});
    const typeOf = (name: string) => team.list.find((member) => member.account === name)?.type;
    expect(typeOf(player)).toBe(0);
    // agent01 is type 1, so its downline agents are type 2, and theirs type 2 again.
    expect(typeOf(partner)).toBe(2);
  });

  it('answers 403 to another agent deleting a link, and a deleted link registers nobody', async () => {
    const owner = await freshAgent();
    const other = await freshAgent();
    const link = await owner.client.call('agentLinkCreate', { name: 'Ads', accountType: 'player' });
    const refused = await failure(other.client.call('agentLinkDelete', { id: link.id }));
    expect([refused.status, refused.code, refused.message]).toEqual([
      403,
      'OUTSIDE_CHAIN',
      `link ${link.id} is not one of your links: an agent manages its own links only.`,
    ]);
    expect((await other.client.call('agentLinks')).list).toEqual([]);
    await owner.client.call('agentLinkDelete', { id: link.id });
    expect((await owner.client.call('agentLinks')).list).toEqual([]);
    const dead = await failure(signUpWith(link.code));
    expect(dead.code).toBe('INVALID_INVITATION');
  });

  it('refuses a link whose name is only spaces, naming the field', async () => {
    const agent = await freshAgent();
    const refused = await failure(
      agent.client.call('agentLinkCreate', { name: '   ', accountType: 'player' }),
    );
    expect([refused.status, refused.message]).toEqual([
      400,
      'Invalid agentLinkCreate payload: name must be text that is not only spaces (got "   ")',
    ]);
  });
});

describe('credit report', () => {
  it('lists the agent’s own credits and transfers, newest first, with the period’s money in and out', async () => {
    const agent = await freshAgent();
    // The dev credit is an adjustment line.
    await gateway.dev('POST', 'credit', { username: agent.username, amount: '100.50' });
    await agent.client.call('setPaymentPassword', {
      paymentPassword: '123456',
      confirmPaymentPassword: '123456',
    });
    const downline = freshUsername('pl');
    await agent.client.call('registerDownline', {
      username: downline,
      password: 'Player123',
      confirmPassword: 'Player123',
      accountType: 'player',
    });
    await agent.client.call(
      'downlineTransfer',
      { downline, amount: '30.25', paymentPassword: '123456' },
      { idempotencyKey: `credit-report-${downline}` },
    );
    // A play of the agent's own is not a credit movement.
    await gateway.dev('POST', 'play', { username: agent.username, stake: '10.00', win: '0' });

    const report = await agent.client.call('agentCreditReport', {});
    expect(report.list.map((line) => [line.kind, line.amount, line.balanceAfter])).toEqual([
      ['DOWNLINE_TRANSFER', '-30.25', '70.25'],
      ['ADJUSTMENT', '100.50', '100.50'],
    ]);
    expect([report.credited, report.debited, report.net, report.total]).toEqual([
      '100.50',
      '30.25',
      '70.25',
      2,
    ]);
    const transfers = await agent.client.call('agentCreditReport', {
      type: 'transfer',
      pageSize: 1,
    });
    expect([transfers.list.length, transfers.totalPages, transfers.credited]).toEqual([
      1,
      1,
      '0.00',
    ]);
  });

  it('refuses a player', async () => {
    const player = await as('player01', 'Player123');
    const refused = await failure(player.call('agentCreditReport', {}));
    expect([refused.status, refused.code]).toEqual([403, 'NOT_AGENT']);
  });
});

describe('red envelopes (spec 001 §2 "Also named: red envelope")', () => {
  /** A player of the agent's team who deposits and opens the day's red envelope. */
  async function opensRedEnvelope(agent: ApiClient): Promise<{ username: string; amount: string }> {
    const username = freshUsername('pl');
    await agent.call('registerDownline', {
      username,
      password: 'Player123',
      confirmPassword: 'Player123',
      accountType: 'player',
    });
    const player = await as(username, 'Player123');
    const { payUrl } = await player.call('createDeposit', { channel: 'PIX', amount: '10' });
    await fetch(`${payUrl}/pay`, { method: 'POST' });
    const { amount } = await player.call(
      'rewardClaim',
      { reward: 'redEnvelope' },
      { idempotencyKey: `red-envelope-${username}` },
    );
    return { username, amount: amount! };
  }

  it('lists what the team opened, newest first, with the period’s count and sum', async () => {
    const agent = await freshAgent();
    const first = await opensRedEnvelope(agent.client);
    const second = await opensRedEnvelope(agent.client);
    const report = await agent.client.call('agentRedEnvelopes', {});
    expect(report.list.map((row) => [row.account, row.amount])).toEqual([
      [second.username, second.amount],
      [first.username, first.amount],
    ]);
    expect([report.total, report.amount]).toEqual([
      2,
      moneyText(moneyCents(first.amount) + moneyCents(second.amount)),
    ]);
    const one = await agent.client.call('agentRedEnvelopes', { username: first.username });
    expect(one.list.map((row) => row.account)).toEqual([first.username]);
    // Another agent's team is not this agent's to read.
    const other = await freshAgent();
    expect((await other.client.call('agentRedEnvelopes', {})).total).toBe(0);
    const refused = await failure(
      other.client.call('agentRedEnvelopes', { username: first.username }),
    );
    expect([refused.status, refused.code]).toEqual([403, 'OUTSIDE_CHAIN']);
  });
});

describe('agent guides', () => {
  it('answers each guide in the asked language, apart from the site’s help', async () => {
    const guide = (lang: 'pt' | 'en', which: 'agentInstallation' | 'agentHelp' | 'site') =>
      gateway.client().call('helpContent', { lang, guide: which });
    const install = await guide('en', 'agentInstallation');
    expect(install.sections.map((section) => section.title)).toEqual([
      'Install on Android',
      'Install on iPhone',
    ]);
    expect((await guide('pt', 'agentInstallation')).sections[0].title).toBe('Instalar no Android');
    expect((await guide('en', 'agentHelp')).sections.map((section) => section.tag)).toEqual([
      'settlement',
      'transfer',
      'lowerRate',
    ]);
    const site = await guide('en', 'site');
    expect(site.sections.map((section) => section.tag)).not.toContain('android');
    expect(site.sections.length).toBeGreaterThan(0);
  });
});
