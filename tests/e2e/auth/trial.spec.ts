// Trial accounts for every skin (spec 000 §6, spec 001 §4): free play where the skin offers it logs
// in a trial account (type 4) that gets no consolidated call; a trial account is no agent either.
import { expect, test } from '../support/skin-test';
import { expectLoggedIn, logInWithPassword, openModalPage } from './auth-steps';

const CONSOLIDATED = '/wps/agent/contracts/consolidated';

test.describe('trial accounts', () => {
  test('free play logs in a trial account without the consolidated call, where the skin offers it', async ({
    page,
    skin,
    t,
  }) => {
    const dialog = await openModalPage(page, t, '/login');
    const freePlay = dialog.getByRole('button', { name: t('login.freePlay') });
    if (!skin.login.freePlay) {
      await expect(
        dialog.getByRole('textbox', { name: t('login.username'), exact: true }),
      ).toBeVisible();
      await expect(freePlay).toHaveCount(0);
      return;
    }
    const consolidated: string[] = [];
    page.on(
      'request',
      (request) => request.url().includes(CONSOLIDATED) && consolidated.push(request.url()),
    );
    await freePlay.click();
    await expect(dialog).toHaveCount(0);
    await expectLoggedIn(page);
    expect(await page.evaluate(() => window.sessionStorage.getItem('memberType'))).toBe('4');
    // Let the after-login reads settle before saying none of them was the consolidated call.
    await page.waitForLoadState('networkidle');
    expect(consolidated).toEqual([]);
  });

  test('a real account gets the consolidated call where the agent policy is on', async ({
    page,
    skin,
    t,
  }) => {
    const policy =
      skin.features.agentCentre && Object.values(skin.features.contracts).some(Boolean);
    const consolidated: string[] = [];
    page.on(
      'request',
      (request) => request.url().includes(CONSOLIDATED) && consolidated.push(request.url()),
    );
    await logInWithPassword(page, t, 'down0101', 'Player123');
    await expectLoggedIn(page);
    await page.waitForLoadState('networkidle');
    expect(consolidated.length > 0).toBe(policy);
  });

  test('trial0001 logs in as a trial account and is refused the agent area', async ({
    page,
    t,
  }) => {
    await logInWithPassword(page, t, 'trial0001', 'Player123');
    await expectLoggedIn(page);
    expect(await page.evaluate(() => window.sessionStorage.getItem('memberType'))).toBe('4');
    await page.goto('/agentHome');
    await expect(page).toHaveURL(/\/agent$/);
  });
});
