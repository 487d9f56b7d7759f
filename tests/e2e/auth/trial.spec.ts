// Free play, which a skin offers or not (spec 000 §6): where it does, it logs in a trial account
// (type 4); where it does not, there is no free-play button.
import { expectLoggedIn, openModalPage } from '../support/auth-steps';
import { coveredOnce, expect, test } from '../support/skin-test';

coveredOnce('free-play setting', (skin) => skin.login.freePlay);

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
});
