// The agent centre end to end, on the default skin (spec 001 §2 Agent centre, §3 Contracts, §4,
// §8): the navigation of 16 with every page holding the gateway's data and no serious axe
// violation; a player sent to /agent; agent01 registers a downline agent, transfers to it with the
// transaction password, offers it a daily salary it accepts, and after its team's plays and a
// clock move past the GMT day the daily wages page shows the settlement; the lower-rate warning
// names the downline contract that will end before the confirming click. The specs share the
// gateway's clock, so they run one after the other and the clock goes back at the end.
import type { Page } from '@playwright/test';
import { formatMoney, type ApiClient, type ResolvedSkin } from '../../../../engine';
import { seriousViolations } from '../../support/axe';
import { gatewayClient, openAs, seededSession } from '../../support/shell-support';
import { titlesShown } from '../../support/shown-text';
import { expect, test } from '../../support/skin-test';

test.describe.configure({ mode: 'serial' });

let counter = 0;
const freshName = (prefix: string) => `${prefix}${Date.now() % 1_000_000}${(counter += 1)}`;

async function signedIn(baseURL: string, skin: ResolvedSkin, username: string, password: string) {
  const session = await seededSession(baseURL, skin, username, password);
  return { session, client: gatewayClient(baseURL, skin, session.token) };
}

async function registerUnder(agent: ApiClient, accountType: 'player' | 'agent'): Promise<string> {
  const username = freshName(accountType === 'agent' ? 'ea' : 'ep');
  await agent.call('registerDownline', {
    username,
    password: 'Player123',
    confirmPassword: 'Player123',
    accountType,
  });
  return username;
}

async function openPage(page: Page, t: (key: string) => string, id: string): Promise<void> {
  const nav = page.getByRole('navigation', { name: t('agentCentre.navigation') });
  await nav.getByRole('link', { name: t(`agentPage.${id}`), exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: t(`agentPage.${id}`) })).toBeVisible();
}

test('a player opening /agentHome is sent to /agent', async ({ page, skin, baseURL }) => {
  const player = await seededSession(baseURL!, skin, 'player01', 'Player123');
  await openAs(page, player, '/agentHome');
  await expect(page).toHaveURL(/\/agent$/);
});

test('agent01 has the 16 entries, and every agent page holds data with no serious axe violation', async ({
  page,
  skin,
  baseURL,
  t,
}) => {
  // An axe run for each of the twelve pages.
  test.slow();
  const { session } = await signedIn(baseURL!, skin, 'agent01', 'Agent123');
  await openAs(page, session, '/agentHome');
  const nav = page.getByRole('navigation', { name: t('agentCentre.navigation') });
  await expect(nav.getByRole('link')).toHaveCount(16);
  for (const id of skin.menus.agent) {
    await openPage(page, t, id);
    const region = page.getByRole('region', { name: t(`agentPage.${id}`) });
    await expect(region).not.toContainText(t('common.loading'));
    // Its name is its one heading: no table caption under it says it again on screen.
    expect(await titlesShown(region, t(`agentPage.${id}`)), `${id}'s name is shown once`).toBe(1);
    // The whole centre once (header, menus), then each page's own panel: the rest of the screen
    // is the same on every page.
    const where =
      id === skin.menus.agent[0] ? undefined : 'section[aria-labelledby="agent-page-title"]';
    expect(await seriousViolations(page, where), id).toEqual([]);
  }
  // The overview counts agent01's seeded team.
  await openPage(page, t, 'agentTeamOverview');
  await expect(
    page.getByRole('row', { name: new RegExp(t('agentOverview.teamSize')) }),
  ).toBeVisible();
});

test('agent02 sees only the contract pages of the kinds it holds', async ({
  page,
  skin,
  baseURL,
  t,
}) => {
  const { session } = await signedIn(baseURL!, skin, 'agent02', 'Agent123');
  await openAs(page, session, '/agentHome');
  const nav = page.getByRole('navigation', { name: t('agentCentre.navigation') });
  await expect(
    nav.getByRole('link', { name: t('agentPage.agentDividendRecordCopy2') }),
  ).toBeVisible();
  await expect(nav.getByRole('link', { name: t('agentPage.agentHourSalary') })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: t('agentPage.agentRealtimeSalary') })).toHaveCount(0);
});

test('registers a downline, transfers to it, offers a daily salary it accepts, and shows the settlement after the day', async ({
  page,
  skin,
  baseURL,
  t,
  devGateway,
}) => {
  const language = skin.locales.default;
  const upline = await signedIn(baseURL!, skin, 'agent01', 'Agent123');
  await openAs(page, upline.session, '/agentHome?page=registerCenter');
  const holder = freshName('ea');
  await page.getByRole('textbox', { name: t('agentRegister.username') }).fill(holder);
  await page
    .getByRole('textbox', { name: t('agentRegister.password'), exact: true })
    .fill('Player123');
  await page
    .getByRole('textbox', { name: t('agentRegister.confirmPassword'), exact: true })
    .fill('Player123');
  await page.getByLabel(t('agentRegister.accountType')).selectOption('agent');
  await page.getByRole('button', { name: t('agentRegister.submit') }).click();
  await expect(page.getByRole('status')).toHaveText(
    t('agentRegister.done').replace('{{account}}', holder),
  );

  await openPage(page, t, 'downlineManagmentView');
  // The team is paged: find the new downline by name.
  await page.getByRole('searchbox', { name: t('common.search') }).fill(holder);
  await page.getByRole('button', { name: t('common.search'), exact: true }).click();
  await expect(page.getByRole('row', { name: new RegExp(holder) })).toBeVisible();
  const before = (await upline.client.call('balance')).balance;
  await page
    .getByRole('button', { name: t('agentTeam.transfer').replace('{{account}}', holder) })
    .click();
  await page.getByRole('textbox', { name: t('agentTeam.amount') }).fill('30');
  await page
    .getByRole('textbox', { name: t('agentTeam.paymentPassword'), exact: true })
    .fill('123456');
  await page
    .getByRole('button', { name: t('agentTeam.send'), exact: true })
    .last()
    .click();
  await expect(page.getByRole('status')).toContainText(holder);
  const downline = await signedIn(baseURL!, skin, holder, 'Player123');
  expect((await downline.client.call('balance')).balance).toBe('30.00');
  expect(Number((await upline.client.call('balance')).balance)).toBe(Number(before) - 30);

  await openPage(page, t, 'agentDailyWages2');
  const offer = page.getByRole('form', {
    name: t('contractOffer.title').replace('{{kind}}', t('contractKind.dailySalary')),
  });
  await offer.getByLabel(t('contractOffer.downline')).selectOption(holder);
  await offer.getByRole('textbox', { name: t('contractTerm.rate') }).fill('2');
  await offer.getByRole('textbox', { name: t('contractTerm.minActiveMembers') }).fill('1');
  await offer.getByRole('textbox', { name: t('contractTerm.minBetAmount') }).fill('10');
  await offer.getByRole('button', { name: t('contractOffer.submit') }).click();
  await expect(offer.getByRole('status')).toContainText(holder);

  // The downline signs in: the request waiting opens the contract dialog, where it accepts it.
  await openAs(page, downline.session, '/agentHome');
  const dialog = page.getByRole('dialog', { name: t('contractDialog.title') });
  await dialog.getByRole('button', { name: t('contract.accept') }).click();
  await expect(dialog.getByRole('status')).toHaveText(t('contractDialog.accepted'));

  // Its team plays, and the gateway's clock moves past the GMT day.
  const player = await registerUnder(downline.client, 'player');
  await devGateway.post('credit', { username: player, amount: '100' });
  await devGateway.post('play', { username: player, stake: '50.00', win: '0' });
  const { now } = await devGateway.get<{ now: string }>('clock');
  const day = now.slice(0, 10);
  const midnight = Date.parse(`${day}T00:00:00Z`) + 86_400_000;
  await devGateway.post('clock', {
    advanceSeconds: Math.ceil((midnight - Date.parse(now)) / 1000) + 60,
  });
  try {
    const again = await signedIn(baseURL!, skin, 'agent01', 'Agent123');
    await openAs(page, again.session, '/agentHome?page=agentDailyWages2');
    const row = page.getByRole('row', { name: new RegExp(holder) });
    // 2 % of 50.00
    await expect(row).toContainText(day);
    await expect(row).toContainText(formatMoney('50.00', language));
    await expect(row).toContainText(formatMoney('1.00', language));
    await expect(row).toContainText(t('agentSettlement.given'));
    expect(await seriousViolations(page)).toEqual([]);
  } finally {
    await devGateway.post('clock', { reset: true });
  }
});

test('warns before the accept which downline contract a lower rate ends, then ends it', async ({
  page,
  skin,
  baseURL,
  t,
}) => {
  const upline = await signedIn(baseURL!, skin, 'agent01', 'Agent123');
  const middleName = await registerUnder(upline.client, 'agent');
  const middle = await signedIn(baseURL!, skin, middleName, 'Player123');
  const first = await upline.client.call('contractOffer', {
    downline: middleName,
    kind: 'dailySalary',
    rate: '1.5',
  });
  await middle.client.call('contractRespond', { contractId: first.id, decision: 'accept' });
  const lowerName = await registerUnder(middle.client, 'agent');
  const lower = await signedIn(baseURL!, skin, lowerName, 'Player123');
  const given = await middle.client.call('contractOffer', {
    downline: lowerName,
    kind: 'dailySalary',
    rate: '1.2',
  });
  await lower.client.call('contractRespond', { contractId: given.id, decision: 'accept' });
  await upline.client.call('contractOffer', {
    downline: middleName,
    kind: 'dailySalary',
    rate: '1',
  });

  // The offer waiting opens the contract dialog as the agent centre loads.
  await openAs(page, middle.session, '/agentHome');
  await page
    .getByRole('dialog', { name: t('contractDialog.title') })
    .getByRole('button', { name: t('contract.accept') })
    .click();
  const warning = page.getByRole('alertdialog');
  await expect(warning).toContainText(lowerName);
  expect(await seriousViolations(page)).toEqual([]);
  // Nothing has ended before the confirming click.
  expect((await lower.client.call('contractRequests', {})).list[0].status).toBe('active');
  await warning.getByRole('button', { name: t('contractDialog.confirmAccept') }).click();
  await expect(
    page.getByRole('dialog', { name: t('contractDialog.title') }).getByRole('status'),
  ).toHaveText(t('contractDialog.accepted'));
  expect((await lower.client.call('contractRequests', {})).list[0].status).toBe('terminated');
});
