// The agent area (spec 000 §2, §6; spec 001 §2), on the default skin: /agent refuses a player with
// 'Non-agents cannot log in' and admits an agent to /agentHome, which shows the clock with its GMT
// offset, the nickname, sign-out and the agent pages the account's contract types allow.
import {
  expectLoggedIn,
  expectLoggedOut,
  logInWithPassword,
  openAgentPage,
} from '../../support/auth-steps';
import { expect, test } from '../../support/skin-test';

test.describe('the agent area', () => {
  test('refuses a player at /agent with the spec’s message', async ({ page, t }) => {
    await openAgentPage(page, t);
    await expect(
      page.getByRole('heading', { level: 1, name: t('agentLogin.title') }),
    ).toBeVisible();
    // No header, side menu or footer in the agent layout (spec 000 §2).
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await logInWithPassword(page, t, 'player01', 'Player123', '');
    await expect(page.getByRole('alert')).toHaveText(t('error.nonAgent'));
    await expect(page).toHaveURL(/\/agent$/);
    await expectLoggedOut(page);
  });

  test('admits an agent to the agent centre with the clock, nickname and the allowed pages', async ({
    page,
    skin,
    t,
  }) => {
    // The clock ticks on the page's own timer: the spec stops the page's clock and moves it on.
    await page.clock.install({ time: new Date('2030-01-01T00:00:00Z') });
    await openAgentPage(page, t);
    await logInWithPassword(page, t, 'agent01', 'Agent123', '');
    await expect(page).toHaveURL(/\/agentHome$/);
    await expectLoggedIn(page);
    // The centre's name heads its bar; the one h1 is the open page's own name.
    await expect(page.getByText(t('agentCentre.title'), { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByText('Agent 01')).toBeVisible();
    // The navigation before the clock: its contract pages wait on the gateway's contract flags,
    // and the clock's jump below would time out a read still on its way (a timed-out read is
    // not tried again, spec 000 §8), leaving the menu without them.
    const nav = page.getByRole('navigation', { name: t('agentCentre.navigation') });
    const plain = skin.menus.agent.filter(
      (id) =>
        ![
          'agentDividendRecordCopy2',
          'agentDailyWages2',
          'agentHourSalary',
          'agentRealtimeSalary',
        ].includes(id),
    );
    for (const id of plain) {
      await expect(
        nav.getByRole('link', { name: t(`agentPage.${id}`), exact: true }),
      ).toBeVisible();
    }
    // agent01 may offer both kinds of contract: each contract page the skin lists and runs is
    // there.
    const contracts: Array<[string, boolean]> = [
      ['agentDividendRecordCopy2', skin.features.contracts.dividend],
      ['agentDailyWages2', skin.features.contracts.dailySalary],
      ['agentHourSalary', skin.features.contracts.hourlySalary],
      ['agentRealtimeSalary', skin.features.contracts.realtimeSalary],
    ];
    for (const [id, runs] of contracts) {
      await expect(nav.getByRole('link', { name: t(`agentPage.${id}`), exact: true })).toHaveCount(
        runs && skin.menus.agent.includes(id as never) ? 1 : 0,
      );
    }

    // The centre's clock (its announcements carry times of their own).
    const clock = page.locator('time', { hasText: /^GMT/ });
    await expect(clock).toHaveText(/GMT[+-]\d\d:\d\d \d{4}-\d\d-\d\d \d\d:\d\d:\d\d/);
    // Stopped on a whole minute it reads :00 (whatever the zone), and a second later :01. The page's
    // clock runs on afterwards: the gateway's answers reach the page through its timers.
    await page.clock.pauseAt(new Date('2030-01-01T01:00:00Z'));
    await expect(clock).toHaveText(/:00$/);
    await page.clock.runFor(1_000);
    await expect(clock).toHaveText(/:01$/);
    await page.clock.resume();

    await nav
      .getByRole('link', { name: t(`agentPage.${plain[1] ?? plain[0]}`), exact: true })
      .click();
    await expect(
      page.getByRole('heading', { level: 1, name: t(`agentPage.${plain[1] ?? plain[0]}`) }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: t('agentNav.signOut') })).toBeVisible();
  });

  test('sends a trial account away from the agent area', async ({ page, t }) => {
    await openAgentPage(page, t);
    await logInWithPassword(page, t, 'trial0001', 'Player123', '');
    await expect(page.getByRole('alert')).toHaveText(t('error.nonAgent'));
    await page.goto('/agentHome');
    await expect(page).toHaveURL(/\/agent$/);
  });
});
