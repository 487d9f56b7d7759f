// What a skin changes in login (spec 000 §2, §4): the SMS method where the skin offers it (the
// code read from the outbox), and remember-me where it offers it; each absent where it does not.
// The login flows themselves are tests/e2e/once/auth/login.spec.ts's.
import { expectLoggedIn, openModalPage, resendPattern } from '../support/auth-steps';
import { coveredOnce, expect, test } from '../support/skin-test';

coveredOnce('login methods and remember-me', (skin) => skin.login);

test.describe('login', () => {
  test('offers no SMS method where the skin has no SMS login', async ({ page, skin, t }) => {
    test.skip(skin.login.methods.includes('sms'), `${skin.id} has SMS login`);
    const dialog = await openModalPage(page, t, '/login');
    await expect(
      dialog.getByRole('textbox', { name: t('login.username'), exact: true }),
    ).toBeVisible();
    await expect(dialog.getByRole('tab', { name: t('login.methodSms') })).toHaveCount(0);
  });

  test('logs in with the SMS code from the outbox where the skin has SMS login', async ({
    page,
    skin,
    t,
    devGateway,
  }) => {
    test.skip(!skin.login.methods.includes('sms'), `${skin.id} has no SMS login`);
    const dialog = await openModalPage(page, t, '/login');
    await dialog.getByRole('tab', { name: t('login.methodSms') }).click();
    await dialog.getByRole('textbox', { name: t('login.mobile') }).fill('11912340001');
    const send = dialog.getByRole('button', { name: t('login.sendCode') });
    await send.click();
    // The button counts down expiredMinutes × 60 s (the gateway's codes live 5 minutes).
    const countdown = dialog.getByRole('button', { name: resendPattern(t) });
    await expect(countdown).toBeDisabled();
    const seconds = Number(/\d+/.exec((await countdown.textContent()) ?? '')?.[0]);
    expect(seconds).toBeGreaterThan(290);
    expect(seconds).toBeLessThanOrEqual(300);
    const code = await devGateway.latestCode({ kind: 'sms', to: '55:11912340001' });
    await dialog.getByRole('textbox', { name: t('login.smsCode') }).fill(code);
    await dialog.getByRole('button', { name: t('login.submit'), exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expectLoggedIn(page);
  });

  test('offers no remember-me where the skin has none', async ({ page, skin, t }) => {
    test.skip(skin.login.rememberMe, `${skin.id} offers remember-me`);
    const dialog = await openModalPage(page, t, '/login');
    await expect(dialog.getByRole('checkbox', { name: t('login.rememberMe') })).toHaveCount(0);
  });

  test('remembers the player for the next visit when asked', async ({ page, context, skin, t }) => {
    test.skip(!skin.login.rememberMe, `${skin.id} offers no remember-me`);
    const dialog = await openModalPage(page, t, '/login');
    await dialog.getByRole('textbox', { name: t('login.username'), exact: true }).fill('vipgold01');
    await dialog.getByRole('textbox', { name: t('login.password'), exact: true }).fill('Player123');
    await dialog.getByRole('checkbox', { name: t('login.rememberMe') }).check();
    await dialog.getByRole('button', { name: t('login.submit'), exact: true }).click();
    await expectLoggedIn(page);
    const cookies = await context.cookies();
    const lastUser = cookies.find((cookie) => cookie.name === 'sf_last_user');
    expect(lastUser?.value).toBe('vipgold01');
    // 24 hours (spec 000 §9), give or take the test's own minute.
    expect(lastUser!.expires * 1000 - Date.now()).toBeGreaterThan(23.9 * 3600_000);

    // A new tab has no session (session storage is per tab) but the remembered login.
    const next = await context.newPage();
    await next.goto('/login');
    const again = next.getByRole('dialog', { name: t('login.title') });
    // A second page boots the whole site again (permission, settings, the modal's chunk) while the
    // first runs.
    await expect(again).toBeVisible({ timeout: 15_000 });
    await expect(
      again.getByRole('textbox', { name: t('login.username'), exact: true }),
    ).toHaveValue('vipgold01');
    await expect(
      again.getByRole('textbox', { name: t('login.password'), exact: true }),
    ).toHaveValue('Player123');
    await expect(again.getByRole('checkbox', { name: t('login.rememberMe') })).toBeChecked();
  });
});
