// Trial and real accounts on the default skin (spec 000 §6, spec 001 §4): a real account gets the
// consolidated call where the agent policy is on; trial0001 logs in as a trial account and is
// refused the agent area.
import { expectLoggedIn, logInWithPassword } from '../../support/auth-steps';
import { expect, test } from '../../support/skin-test';

const CONSOLIDATED = '/wps/agent/contracts/consolidated';
const FAVOURITES = '/lgw/favourites/ids';

test.describe('trial accounts', () => {
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
