// One-click and quick login (spec 000 §1): one press creates an account for this browser and logs
// in; after the session is gone and the page reloads, the login modal continues as that account in
// one tap (the device secret in local storage, exchanged for a new session).
import { dropSession, expectLoggedIn, openModalPage, sessionToken } from '../../support/auth-steps';
import { fill, skipAnnouncementPopup } from '../../support/shell-support';
import { expect, test } from '../../support/skin-test';

test('a one-click account is created, and reused after a reload in one tap', async ({
  page,
  skin,
  t,
}) => {
  test.skip(!skin.login.oneClick, 'the skin offers no one-click login');
  await skipAnnouncementPopup(page);
  const login = await openModalPage(page, t, '/login');
  const created = page.waitForResponse((response) =>
    response.url().endsWith('/wps/member/one-click'),
  );
  await login.getByRole('button', { name: t('login.oneClick') }).click();
  expect((await created).ok()).toBe(true);
  await expectLoggedIn(page);
  const first = await sessionToken(page);
  const stored = await page.evaluate(() => localStorage.getItem('deviceLogin'));
  const { account } = JSON.parse(stored!) as { account: string };
  expect(account).toMatch(/^quick[0-9a-f]{10}$/);

  await dropSession(page);
  await page.reload();
  const again = await openModalPage(page, t, '/login');
  await again.getByRole('button', { name: fill(t('login.continueAs'), { account }) }).click();
  await expectLoggedIn(page);
  expect(await sessionToken(page)).not.toBe(first);
});
