// What a skin changes in the password flows (spec 000 §2, §5): forgot by e-mail where registration
// asks for an e-mail (confirmation, the e-mailed temporary password, then the forced change
// completed and the player logged in), and forgot by phone where CHNGPASSVERIF3 is on (the player
// is logged in with the new password), or only the e-mail way where it is off.
import {
  dropSession,
  expectLoggedIn,
  freshMobile,
  logInWithPassword,
  openModalPage,
  PASSWORD,
  registerPlayer,
  registrationOf,
  resendPattern,
} from '../support/auth-steps';
import { coveredOnce, expect, test } from '../support/skin-test';

coveredOnce('registration fields and password resets', (skin) => [
  skin.registration,
  skin.features.forgotPasswordByPhone,
]);

test.describe('passwords', () => {
  test('resets by e-mail: a confirmation, then the temporary password forces a change that logs the player in', async ({
    page,
    skin,
    t,
    devGateway,
  }) => {
    // The temporary password goes to the e-mail given at registration.
    test.skip(!registrationOf(skin).shows('email'), `${skin.id} asks no e-mail at registration`);
    // Registers, resets and logs in twice: three flows in one test.
    test.slow();
    const username = await registerPlayer(page, skin, t, devGateway, { email: true });
    await dropSession(page);
    await openModalPage(page, t, '/login');
    await page
      .getByRole('dialog', { name: t('login.title') })
      .getByRole('button', { name: t('login.forgotPassword') })
      .click();
    const forgot = page.getByRole('dialog', { name: t('forgot.title') });
    // The e-mail tab exists only beside the phone tab (CHNGPASSVERIF3); wait for the lazy body
    // first.
    const emailTab = forgot.getByRole('tab', { name: t('forgot.tabEmail') });
    await expect(forgot.getByRole('button', { name: t('forgot.submit') })).toBeVisible();
    if ((await emailTab.count()) > 0) await emailTab.click();
    await forgot.getByRole('textbox', { name: t('forgot.username'), exact: true }).fill(username);
    await forgot
      .getByRole('textbox', { name: t('forgot.email'), exact: true })
      .fill(`${username}@example.com`);
    await forgot.getByRole('button', { name: t('forgot.submit') }).click();
    const sent = page.getByRole('alertdialog', { name: t('forgot.emailSentTitle') });
    await expect(sent).toContainText(t('forgot.emailSent'));
    await sent.getByRole('button', { name: t('forgot.backToLogin') }).click();

    const temporary = await devGateway.latestCode({ kind: 'email', to: `${username}@example.com` });
    await logInWithPassword(page, t, username, temporary, '');
    const change = page.getByRole('dialog', { name: t('changePassword.title') });
    await expect(change.getByText(t('changePassword.forcedExpired'))).toBeVisible();
    await change
      .getByRole('textbox', { name: t('changePassword.newPassword'), exact: true })
      .fill('Fresh2024');
    await change
      .getByRole('textbox', { name: t('changePassword.confirmNewPassword'), exact: true })
      .fill('Fresh2024');
    await change.getByRole('button', { name: t('changePassword.submit') }).click();
    await expect(change).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);
    await expectLoggedIn(page);

    // The new password is the one that works now.
    await dropSession(page);
    await logInWithPassword(page, t, username, 'Fresh2024');
    // The login dialog is gone (the member's announcement popup may come next: not this test's).
    await expect(page.getByRole('dialog', { name: t('login.title') })).toHaveCount(0);
    await expectLoggedIn(page);
  });

  test('offers only the reset by e-mail where the skin has no reset by phone', async ({
    page,
    skin,
    t,
  }) => {
    test.skip(skin.features.forgotPasswordByPhone, `${skin.id} resets passwords by phone`);
    await openModalPage(page, t, '/login');
    await page
      .getByRole('dialog', { name: t('login.title') })
      .getByRole('button', { name: t('login.forgotPassword') })
      .click();
    const forgot = page.getByRole('dialog', { name: t('forgot.title') });
    await expect(
      forgot.getByRole('textbox', { name: t('forgot.email'), exact: true }),
    ).toBeVisible();
    await expect(forgot.getByRole('tab', { name: t('forgot.tabMobile') })).toHaveCount(0);
  });

  test('resets by phone where the skin has it, logging the player in with the new password', async ({
    page,
    skin,
    t,
    devGateway,
  }) => {
    test.skip(!skin.features.forgotPasswordByPhone, `${skin.id} has no reset by phone`);
    // Registers and resets: two flows in one test.
    test.slow();
    // A player with this phone: registration gives the mobile number (with its SMS code where
    // asked).
    expect(registrationOf(skin).shows('mobileNum')).toBe(true);
    const mobile = freshMobile();
    await registerPlayer(page, skin, t, devGateway, { mobile });
    await dropSession(page);
    await openModalPage(page, t, '/login');
    await page
      .getByRole('dialog', { name: t('login.title') })
      .getByRole('button', { name: t('login.forgotPassword') })
      .click();
    const forgot = page.getByRole('dialog', { name: t('forgot.title') });
    // The mobile tab is first and chosen (spec 000 §2).
    await expect(forgot.getByRole('tab', { name: t('forgot.tabMobile') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await forgot.getByRole('textbox', { name: t('forgot.mobile') }).fill(mobile);
    await forgot.getByRole('button', { name: t('login.sendCode') }).click();
    await expect(forgot.getByRole('button', { name: resendPattern(t) })).toBeDisabled();
    const code = await devGateway.latestCode({ kind: 'sms', to: `55:${mobile}` });
    await forgot.getByRole('textbox', { name: t('forgot.verificationCode') }).fill(code);
    await forgot
      .getByRole('textbox', { name: t('forgot.newPassword'), exact: true })
      .fill(`${PASSWORD}9`);
    await forgot
      .getByRole('textbox', { name: t('forgot.confirmNewPassword'), exact: true })
      .fill(`${PASSWORD}9`);
    await forgot.getByRole('button', { name: t('forgot.submit') }).click();
    await expect(forgot).toHaveCount(0);
    await expectLoggedIn(page);
  });
});
