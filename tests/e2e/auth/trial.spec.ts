// Trial accounts for every skin (spec 000 §6, spec 001 §4): free play where the skin offers it logs
// in a trial account (type 4) that gets no consolidated call; a trial account is no agent either.
import { expect, test } from '../support/skin-test';
import { expectLoggedIn, logInWithPassword, openModalPage } from './auth-steps';

const CONSOLIDATED = '/wps/agent/contracts/consolidated';
const FAVOURITES = '/lgw/favourites/ids';

test.describe('trial accounts', () => {
  test('offers no free play where the skin has none', async ({ page, skin, t }) => {
    test.skip(skin.login.freePlay, `${skin.id} offers free play`);
    const dialog = await openModalPage(page, t, '/login');
    await expect(
      dialog.getByRole('textbox', { name: t('login.username'), exact: true }),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: t('login.freePlay') })).toHaveCount(0);
  });

  test('free play logs in a trial account without the consolidated call, where the skin offers it', async ({
    page,
    skin,
    t,
  }) => {
    test.skip(!skin.login.freePlay, `${skin.id} offers no free play`);
    const dialog = await openModalPage(page, t, '/login');
    const consolidated: string[] = [];
    page.on(
      'request',
      (request) => request.url().includes(CONSOLIDATED) && consolidated.push(request.url()),
    );
    const favourites = page.waitForResponse((response) => response.url().includes(FAVOURITES));
    await dialog.getByRole('button', { name: t('login.freePlay') }).click();
    await expect(dialog).toHaveCount(0);
    await expectLoggedIn(page);
    expect(await page.evaluate(() => window.sessionStorage.getItem('memberType'))).toBe('4');
    // A login asks for the favourites and, for a real account under the agent policy, the
    // consolidated data in the same step (use-complete-login.ts): once the favourites have
    // answered, a consolidated call would have gone out.
    await favourites;
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
    const favourites = page.waitForResponse((response) => response.url().includes(FAVOURITES));
    await logInWithPassword(page, t, 'down0101', 'Player123');
    await expectLoggedIn(page);
    // The consolidated call goes out with the favourites' (see above).
    await favourites;
    await expect.poll(() => consolidated.length > 0).toBe(policy);
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
