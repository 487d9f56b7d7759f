// A login from a new IP (spec 000 §4). The security centre sets up an authenticator app (the key
// read off the page, the first code computed here from it) and lists the known IPs; a login "from"
// another address (X-Dev-Client-Ip, honoured by the dev gateway only) stops at the verification
// step, and the authenticator's code from a known secret logs in. axe checks both screens.
import { totp } from '../../../../gateway/crypto/totp';
import { expectLoggedIn, logInWithPassword } from '../../support/auth-steps';
import { seriousViolations } from '../../support/axe';
import {
  call,
  fill,
  freshPlayer,
  openAs,
  skipAnnouncementPopup,
} from '../../support/shell-support';
import { expect, test } from '../../support/skin-test';
import { FIRST_LOAD } from '../../support/waits';

test('the security centre sets up an authenticator app with its first code and lists the known IPs', async ({
  page,
  skin,
  baseURL,
  t,
}) => {
  const player = await freshPlayer(baseURL!, skin);
  await skipAnnouncementPopup(page, player.username);
  await openAs(page, player, '/member?page=securityCenter');
  const protection = page.getByRole('region', { name: t('security.loginProtection') });
  await expect(protection).toBeVisible(FIRST_LOAD);
  await expect(protection.getByText(/127\.0\.0\.1/)).toContainText(t('security.currentIp'));
  await protection.getByRole('button', { name: t('security.authenticatorSetUp') }).click();
  await expect(protection.getByRole('img', { name: t('security.authenticatorQr') })).toBeVisible();
  const keyLine = protection.getByText(fill(t('security.authenticatorKey'), { key: '' }).trim());
  const secret = ((await keyLine.textContent()) ?? '').split(/\s/).pop() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  expect(await seriousViolations(page, 'main')).toEqual([]);
  await protection
    .getByRole('textbox', { name: t('security.authenticatorCode') })
    .fill(totp(secret, Date.now()));
  await protection.getByRole('button', { name: t('security.authenticatorConfirm') }).click();
  await expect(protection.getByText(t('security.authenticatorOn'))).toBeVisible();
});

test('a new IP forces the verification, and the authenticator code from a known secret passes', async ({
  page,
  skin,
  baseURL,
  t,
}) => {
  const player = await freshPlayer(baseURL!, skin);
  const { secret } = await call(baseURL!, skin, 'startAuthenticator', {}, player.token);
  await call(
    baseURL!,
    skin,
    'confirmAuthenticator',
    { code: totp(secret, Date.now()) },
    player.token,
  );
  await skipAnnouncementPopup(page, player.username);
  await page.setExtraHTTPHeaders({ 'X-Dev-Client-Ip': '203.0.113.45' });
  await logInWithPassword(page, t, player.username, player.password);
  const dialog = page.getByRole('dialog', { name: t('login.title') });
  await expect(dialog.getByRole('heading', { name: t('newIp.title') })).toBeVisible();
  const methods = dialog.getByRole('group', { name: t('newIp.method') });
  await expect(methods.getByRole('button', { name: t('newIp.totp') })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(methods.getByRole('button', { name: t('newIp.email') })).toBeVisible();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  // One step ahead: the enrolment spent this step's code, and the next is inside the window.
  await dialog
    .getByRole('textbox', { name: t('newIp.totpCode') })
    .fill(totp(secret, Date.now() + 30_000));
  await dialog.getByRole('button', { name: t('newIp.confirm') }).click();
  await expect(dialog).toHaveCount(0);
  await expectLoggedIn(page);
});
