// Human verification as a real step of the login (spec 000 §3, §4, §7, §8; gateway/README.md "Human
// verification"): with the merchant on the gateway's proof of work, the site solves the challenge
// before a password login and before the SMS send, the requests carry the `verification` fields,
// the session key `validate` records the step, and the SMS login itself skips it. A merchant on a
// widget the skin's policy does not let in (security.humanVerification) cannot draw it: the player
// is told, with a retry, and no login is sent (tests/e2e/auth/verification-widget.spec.ts draws it).
import type { Request } from '@playwright/test';
import { expectLoggedIn, logInWithPassword, openModalPage } from '../../support/auth-steps';
import { freshPlayer, skipAnnouncementPopup } from '../../support/shell-support';
import { expect, test } from '../../support/skin-test';

const body = (request: Request) => request.postDataJSON() as Record<string, unknown>;

test('a password login solves the proof of work first, and the session records it', async ({
  page,
  skin,
  t,
  baseURL,
  devSwitches,
}) => {
  await devSwitches.verification({ provider: 'proofOfWork', difficulty: 12 });
  const player = await freshPlayer(baseURL!, skin);
  await skipAnnouncementPopup(page, player.username);
  const challenge = page.waitForResponse((response) =>
    response.url().includes('/wps/member/human-verification'),
  );
  const login = page.waitForRequest((request) => request.url().endsWith('/wps/member/login'));
  await logInWithPassword(page, t, player.username, player.password);
  const step = (await (await challenge).json()) as { value: { provider: string } };
  expect(step.value.provider).toBe('proofOfWork');
  // The login payload is encrypted: the answer is what shows the gateway took the fields.
  expect((await (await login).response())?.status()).toBe(200);
  await expectLoggedIn(page);
  const validate = await page.evaluate(() => sessionStorage.getItem('validate'));
  expect(JSON.parse(validate ?? '{}')).toMatchObject({ provider: 'proofOfWork' });
});

test('the SMS send carries the verification, and the SMS login skips it (spec 000 §4)', async ({
  page,
  t,
  devSwitches,
  devGateway,
}) => {
  await devSwitches.verification({ provider: 'proofOfWork', difficulty: 12 });
  await skipAnnouncementPopup(page, 'player01');
  const dialog = await openModalPage(page, t, '/login');
  await dialog.getByRole('tab', { name: t('login.methodSms') }).click();
  await dialog.getByRole('textbox', { name: t('login.mobile') }).fill('11912340001');
  const send = page.waitForRequest((request) => request.url().endsWith('/login/sms-code'));
  await dialog.getByRole('button', { name: t('login.sendCode') }).click();
  const sent = await send;
  expect(body(sent).verification).toMatchObject({ provider: 'proofOfWork' });
  expect((await sent.response())?.status()).toBe(200);

  let challenges = 0;
  page.on('request', (request) => {
    if (request.url().includes('/human-verification')) challenges += 1;
  });
  const code = await devGateway.latestCode({ kind: 'sms', to: '55:11912340001' });
  await dialog.getByRole('textbox', { name: t('login.smsCode') }).fill(code);
  await dialog.getByRole('button', { name: t('login.submit'), exact: true }).click();
  await expectLoggedIn(page);
  expect(challenges).toBe(0);
});

test.describe('a widget the skin does not let in', () => {
  // The default skin names no widget (security.humanVerification none): its policy blocks one.
  test.use({ cspViolationsExpected: true });

  test('is blocked by the policy, and the player is told with a retry, not left waiting', async ({
    page,
    skin,
    t,
    baseURL,
    devSwitches,
    cspViolations,
  }) => {
    test.skip(skin.security.humanVerification !== 'none', 'the skin lets a widget in');
    await devSwitches.verification({ provider: 'turnstile', siteKey: 'site-key-1' });
    const player = await freshPlayer(baseURL!, skin);
    await skipAnnouncementPopup(page, player.username);
    let logins = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/wps/member/login')) logins += 1;
    });
    await logInWithPassword(page, t, player.username, player.password);
    const dialog = page.getByRole('dialog', { name: t('login.title') });
    await expect(dialog.getByRole('alert')).toContainText(t('verification.loadFailed'));
    await expect(dialog.getByRole('button', { name: t('verification.retry') })).toBeVisible();
    await expect
      .poll(() => cspViolations.map((violation) => violation.directive))
      .toContain('trusted-types');
    expect(logins).toBe(0);
  });
});
