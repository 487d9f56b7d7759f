// The firebase phone path (spec 000 §3, §4, §8, §9; gateway/README.md "Firebase phone sign-in"):
// with the merchant's phone sign-in on firebase, the SMS login sends the code through firebase's
// sendVerificationCode (the gateway's stand-in here) and not the gateway's SMS, the send button
// waits the spec's 1 minute (on Playwright's clock), a wrong code reads as the spec's phone error
// in the page's language, and the right one is confirmed with signInWithPhoneNumber, whose id token
// logs the player in.
import { expectLoggedIn, openModalPage } from '../../support/auth-steps';
import { skipAnnouncementPopup } from '../../support/shell-support';
import { expect, test } from '../../support/skin-test';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('the SMS login goes through firebase with its 1-minute countdown and its error mapping', async ({
  page,
  t,
  devSwitches,
  devGateway,
}) => {
  await devSwitches.phoneSignIn({ provider: 'firebase' });
  await skipAnnouncementPopup(page, 'player01');
  await page.clock.install();
  const dialog = await openModalPage(page, t, '/login');
  await dialog.getByRole('tab', { name: t('login.methodSms') }).click();
  await dialog.getByRole('textbox', { name: t('login.mobile') }).fill('11912340001');

  const gatewaySends: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/login/sms-code')) gatewaySends.push(request.url());
  });
  const sent = page.waitForResponse((response) =>
    response.url().includes('/identitytoolkit/v1/accounts:sendVerificationCode'),
  );
  await dialog.getByRole('button', { name: t('login.sendCode') }).click();
  expect((await sent).status()).toBe(200);
  expect((await sent).request().postDataJSON()).toEqual({ phoneNumber: '+5511912340001' });

  // 1 minute for a firebase SMS (spec 000 §9), not the gateway's expiredMinutes × 60.
  const waiting = (seconds: number) => t('login.resendIn').replace('{{seconds}}', String(seconds));
  const sendButton = dialog.getByRole('button', {
    name: new RegExp(
      `^(${escape(t('login.sendCode'))}|${escape(waiting(0)).replace('0', '\\d+')})$`,
    ),
  });
  await expect(sendButton).toBeDisabled();
  // The page's time stands still from a second on, so the seconds read exactly: 60 less the
  // seconds since the answer (a gateway SMS would show 300), then 30 fewer after 30 s on the
  // page's clock.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  const shownSeconds = async () => Number(/\d+/.exec((await sendButton.textContent()) ?? '')?.[0]);
  const atPause = await shownSeconds();
  expect([58, 59, 60]).toContain(atPause);
  await expect(sendButton).toHaveText(waiting(atPause));
  await page.clock.runFor(30_000);
  await expect(sendButton).toHaveText(waiting(atPause - 30));
  await page.clock.resume();

  const code = await devGateway.latestCode({ kind: 'sms', to: '55:11912340001' });
  const wrong = code === '000000' ? '111111' : '000000';
  const codeField = dialog.getByRole('textbox', { name: t('login.smsCode') });
  await codeField.fill(wrong);
  await dialog.getByRole('button', { name: t('login.submit'), exact: true }).click();
  // INVALID_CODE → auth/invalid-verification-code → the spec's words (spec 000 §8).
  await expect(dialog.getByText(t('phoneError.invalidCode'))).toBeVisible();

  await page.clock.fastForward(31_000);
  await expect(sendButton).toHaveText(t('login.sendCode'));
  await expect(sendButton).toBeEnabled();

  const confirmed = page.waitForResponse((response) =>
    response.url().includes('/identitytoolkit/v1/accounts:signInWithPhoneNumber'),
  );
  const login = page.waitForResponse((response) => response.url().endsWith('/wps/member/login'));
  await codeField.fill(code);
  await dialog.getByRole('button', { name: t('login.submit'), exact: true }).click();
  expect((await confirmed).status()).toBe(200);
  expect((await login).status()).toBe(200);
  await expectLoggedIn(page);
  expect(gatewaySends).toEqual([]);
});
