// The agent centre's other pages end to end, on the default skin (spec 001 §2 "also named"): link
// management (a link created in the page, registered through by a visitor, counts 1 and the new
// account sits in the agent's team), the credit report from the agent's real ledger lines, the red
// envelopes its team opened after their deposits, and the installation guide, beginner guide and
// help centre from the gateway — each with no serious axe violation. Each test works on a fresh
// agent under agent01, so no other spec sees its links or money.
import type { Page } from '@playwright/test';
import { formatMoney, type ApiClient, type ResolvedSkin } from '../../../../engine';
import {
  acceptTermsAndAge,
  expectLoggedIn,
  fillUsernameForm,
  freshUsername,
  watchCaptchas,
} from '../../support/auth-steps';
import { seriousViolations } from '../../support/axe';
import {
  gatewayClient,
  openAs,
  seededSession,
  skipAnnouncementPopup,
  type Player,
} from '../../support/shell-support';
import { expect, test } from '../../support/skin-test';
import { FIRST_LOAD } from '../../support/waits';

/** A fresh agent under agent01, signed in, with a client of its own. */
async function freshAgent(
  baseURL: string,
  skin: ResolvedSkin,
): Promise<{ session: Player; client: ApiClient }> {
  const upline = await seededSession(baseURL, skin, 'agent01', 'Agent123');
  const username = `tl${Date.now() % 100_000_000}`;
  await gatewayClient(baseURL, skin, upline.token).call('registerDownline', {
    username,
    password: 'Player123',
    confirmPassword: 'Player123',
    accountType: 'agent',
  });
  const session = await seededSession(baseURL, skin, username, 'Player123');
  return { session, client: gatewayClient(baseURL, skin, session.token) };
}

function toolPage(page: Page, t: (key: string) => string, id: string) {
  return page.getByRole('region', { name: t(`agentPage.${id}`) });
}

test('creates an invitation link whose registration count goes to 1 when a visitor registers through it', async ({
  page,
  browser,
  skin,
  baseURL,
  t,
  devGateway,
}) => {
  // Two browser contexts and two first loads of the site: the agent's and the visitor's.
  test.slow();
  const agent = await freshAgent(baseURL!, skin);
  await skipAnnouncementPopup(page, agent.session.username);
  await openAs(page, agent.session, '/agentHome');
  const tools = page.getByRole('navigation', { name: t('agentCentre.tools') });
  await tools.getByRole('link', { name: t('agentPage.linkManagement') }).click();
  const region = toolPage(page, t, 'linkManagement');
  await expect(region.getByText(t('agentLinks.none'))).toBeVisible();

  const form = region.getByRole('form', { name: t('agentLinks.create') });
  await form.getByRole('textbox', { name: t('agentLinks.name') }).fill('Instagram');
  await form.getByRole('button', { name: t('agentLinks.submit') }).click();
  await expect(form.getByRole('status')).toHaveText(
    t('agentLinks.created').replace('{{name}}', 'Instagram'),
  );
  const card = region.getByRole('listitem', { name: 'Instagram' });
  await expect(card.locator('[data-registrations]')).toHaveText('0');
  const link = await card.locator('[data-agent-link]').innerText();
  expect(link).toMatch(/\/register\?aff=L[0-9A-F]{8}$/);
  await expect(
    card.locator('svg', {
      has: page.locator('title', { hasText: t('agentLinks.qr').replace('{{name}}', 'Instagram') }),
    }),
  ).toHaveAttribute('width', '120');
  expect(await seriousViolations(page)).toEqual([]);

  // A visitor registers through the link.
  const visitorContext = await browser.newContext({ baseURL });
  const visitor = await visitorContext.newPage();
  await skipAnnouncementPopup(visitor);
  const captchas = watchCaptchas(visitor);
  await visitor.goto(new URL(link).pathname + new URL(link).search);
  const dialog = visitor.getByRole('dialog', { name: t('register.title') });
  await expect(dialog).toBeVisible(FIRST_LOAD);
  const newcomer = freshUsername();
  await fillUsernameForm(visitor, skin, t, devGateway, captchas, newcomer);
  await acceptTermsAndAge(visitor, skin, t);
  await dialog.getByRole('button', { name: t('register.submit'), exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expectLoggedIn(visitor);
  await visitorContext.close();

  await page.reload();
  await expect(
    toolPage(page, t, 'linkManagement')
      .getByRole('listitem', { name: 'Instagram' })
      .locator('[data-registrations]'),
  ).toHaveText('1', FIRST_LOAD);
  const team = await agent.client.call('agentTeam', {});
  expect(team.list.map((member) => [member.account, member.type])).toEqual([[newcomer, 0]]);
});

test('the credit report lists the agent’s own credit and transfer with the period’s sums', async ({
  page,
  skin,
  baseURL,
  t,
  devGateway,
}) => {
  const language = skin.locales.default;
  const agent = await freshAgent(baseURL!, skin);
  await devGateway.post('credit', { username: agent.session.username, amount: '80' });
  await agent.client.call('setPaymentPassword', {
    paymentPassword: '123456',
    confirmPaymentPassword: '123456',
  });
  const downline = `tp${Date.now() % 100_000_000}`;
  await agent.client.call('registerDownline', {
    username: downline,
    password: 'Player123',
    confirmPassword: 'Player123',
    accountType: 'player',
  });
  await agent.client.call(
    'downlineTransfer',
    { downline, amount: '30', paymentPassword: '123456' },
    { idempotencyKey: `credit-report-${downline}` },
  );
  await skipAnnouncementPopup(page, agent.session.username);
  await openAs(page, agent.session, '/agentHome?page=creditReport');
  const region = toolPage(page, t, 'creditReport');
  const table = region.getByRole('table', { name: t('agentPage.creditReport') });
  await expect(table.getByRole('row')).toHaveCount(3, FIRST_LOAD);
  await expect(table.getByRole('row').nth(1)).toContainText(formatMoney('-30.00', language));
  await expect(table.getByRole('row').nth(2)).toContainText(formatMoney('80.00', language));
  const summary = region.getByRole('region', { name: t('agentCredit.summary') });
  await expect(summary).toContainText(formatMoney('80.00', language));
  await expect(summary).toContainText(formatMoney('50.00', language));
  expect(await seriousViolations(page)).toEqual([]);
});

test('the red envelope page lists the envelope a downline opened after a deposit (spec 001 §2 "Also named")', async ({
  page,
  skin,
  baseURL,
  t,
}) => {
  const language = skin.locales.default;
  const agent = await freshAgent(baseURL!, skin);
  const downline = `tr${Date.now() % 100_000_000}`;
  await agent.client.call('registerDownline', {
    username: downline,
    password: 'Player123',
    confirmPassword: 'Player123',
    accountType: 'player',
  });
  const player = await seededSession(baseURL!, skin, downline, 'Player123');
  const client = gatewayClient(baseURL!, skin, player.token);
  const { payUrl } = await client.call('createDeposit', { channel: 'PIX', amount: '10' });
  await fetch(`${payUrl}/pay`, { method: 'POST' });
  const opened = await client.call(
    'rewardClaim',
    { reward: 'redEnvelope' },
    { idempotencyKey: `red-envelope-${downline}` },
  );

  await skipAnnouncementPopup(page, agent.session.username);
  await openAs(page, agent.session, '/agentHome');
  const tools = page.getByRole('navigation', { name: t('agentCentre.tools') });
  await tools.getByRole('link', { name: t('agentPage.redEnvelope') }).click();
  const region = toolPage(page, t, 'redEnvelope');
  const table = region.getByRole('table', { name: t('agentPage.redEnvelope') });
  const row = table.getByRole('row').nth(1);
  await expect(row).toContainText(downline, FIRST_LOAD);
  await expect(row).toContainText(formatMoney(opened.amount!, language));
  expect(await seriousViolations(page)).toEqual([]);
});

test('the installation guide, beginner guide and help centre show the gateway’s articles', async ({
  page,
  skin,
  baseURL,
  t,
}) => {
  const agent = await freshAgent(baseURL!, skin);
  await skipAnnouncementPopup(page, agent.session.username);
  const guides = {
    installationGuide: 'agentInstallation',
    beginnerGuide: 'agentBeginner',
    helpCentre: 'agentHelp',
  } as const;
  await openAs(page, agent.session, '/agentHome');
  const tools = page.getByRole('navigation', { name: t('agentCentre.tools') });
  for (const [id, guide] of Object.entries(guides)) {
    const { sections } = await agent.client.call('helpContent', {
      lang: skin.locales.default,
      guide,
    });
    expect(sections.length).toBeGreaterThan(0);
    await tools.getByRole('link', { name: t(`agentPage.${id}`) }).click();
    const region = toolPage(page, t, id);
    const topics = region.getByRole('navigation', { name: t('agentGuide.contents') });
    await expect(topics.getByRole('link')).toHaveText(sections.map((section) => section.title));
    await expect(region.getByRole('heading', { level: 2, name: sections[0].title })).toBeVisible();
    // The guide's panel: agent-centre.spec.ts scans the centre around it.
    expect(
      await seriousViolations(page, 'section[aria-labelledby="agent-page-title"]'),
      id,
    ).toEqual([]);
  }
});
