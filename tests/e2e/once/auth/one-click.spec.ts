// One-click and quick login (spec 000 §1): one press creates an account for this browser and logs
// in; after the session is gone and the page reloads, the login modal continues as that account in
// one tap (the device secret in local storage, exchanged for a new session); revoked from the
// security centre, it is refused and forgotten.
import {
  dropSession,
  expectLoggedIn,
  freshUsername,
  logInWithPassword,
  openModalPage,
  PASSWORD,
  sessionToken,
} from '../../support/auth-steps';
import { seriousViolations } from '../../support/axe';
import { fill, skipAnnouncementPopup } from '../../support/shell-support';
import { expect, test } from '../../support/skin-test';
import { FIRST_LOAD } from '../../support/waits';

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

  // Revoked from the security centre, the browser's secret logs in no more and is forgotten.
  await page.goto('/member?page=securityCenter');
  const devices = page.getByRole('region', { name: t('security.devices') });
  await expect(devices).toBeVisible(FIRST_LOAD);
  expect(await seriousViolations(page, 'main')).toEqual([]);
  await devices.getByRole('button', { name: t('security.revokeDevice') }).click();
  await expect(devices).toHaveCount(0);
  await dropSession(page);
  await page.reload();
  const last = await openModalPage(page, t, '/login');
  await last.getByRole('button', { name: fill(t('login.continueAs'), { account }) }).click();
  await expect(last.getByRole('button', { name: t('login.oneClick') })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('deviceLogin'))).toBeNull();
});

test('a one-click account chooses its own username and password, then logs in with them', async ({
  page,
  skin,
  t,
}) => {
  test.skip(!skin.login.oneClick, 'the skin offers no one-click login');
  await skipAnnouncementPopup(page);
  const login = await openModalPage(page, t, '/login');
  await login.getByRole('button', { name: t('login.oneClick') }).click();
  await expectLoggedIn(page);

  await page.goto('/member?page=securityCenter');
  const form = page.getByRole('form', { name: t('security.ownCredentials') });
  await expect(form).toBeVisible(FIRST_LOAD);
  const username = freshUsername();
  await form.getByRole('textbox', { name: t('login.username'), exact: true }).fill(username);
  await form.getByRole('textbox', { name: t('login.password'), exact: true }).fill(PASSWORD);
  await form
    .getByRole('textbox', { name: t('security.confirmOwnPassword'), exact: true })
    .fill(PASSWORD);
  await form.getByRole('button', { name: t('common.submit') }).click();
  // The form gives way to its saved line, which stays once the details, read again, name the
  // account by its new name (and no longer call it one-click).
  const saved = page.getByRole('region', { name: t('security.ownCredentials') });
  await expect(saved.getByRole('status')).toHaveText(t('security.ownCredentialsSaved'));
  await expect(
    page.getByRole('definition').filter({ hasText: new RegExp(`^${username}$`) }),
  ).toBeVisible();
  await expect(saved.getByRole('status')).toHaveText(t('security.ownCredentialsSaved'));

  await dropSession(page);
  await logInWithPassword(page, t, username, PASSWORD);
  await expectLoggedIn(page);
  expect(await page.evaluate(() => sessionStorage.getItem('account'))).toBe(username);
});
