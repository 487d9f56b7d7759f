// Registration for every skin against the reference gateway (spec 000 §2–§5, §8): the method tabs
// the skin offers, username registration, mobile registration with the SMS code from the outbox
// (where the skin offers it), the terms and age boxes (18, or 21), the invitation code checked
// first, and the spec's message when the gateway fails — with what was typed kept.
import { expect, test } from '../support/skin-test';
import {
  acceptTermsAndAge,
  captchaAnswer,
  expectLoggedIn,
  expectLoggedOut,
  fill,
  fillUsernameForm,
  freshMobile,
  freshUsername,
  openModalPage,
  PASSWORD,
  registrationOf,
  watchCaptchas,
} from './auth-steps';

test.describe('registration', () => {
  test('shows the method tabs the skin offers, and the username form only where it has one', async ({
    page,
    skin,
    t,
  }) => {
    const dialog = await openModalPage(page, t, '/register');
    const offer = registrationOf(skin);
    await expect(dialog.getByRole('tab', { name: t('register.methodMobile') })).toHaveCount(
      offer.mobile && offer.username ? 1 : 0,
    );
    const username = dialog.getByRole('textbox', { name: t('register.username'), exact: true });
    if (offer.username) await expect(username).toBeVisible();
    else await expect(username).toHaveCount(0);
  });

  test('has no invitation code field where the skin does not ask for one', async ({
    page,
    skin,
    t,
  }) => {
    test.skip(
      registrationOf(skin).shows('affiliateCode'),
      `${skin.id} asks for an invitation code`,
    );
    const dialog = await openModalPage(page, t, '/register');
    await expect(
      dialog.getByRole('button', { name: t('register.submit'), exact: true }),
    ).toBeVisible();
    await expect(
      dialog.getByRole('textbox', { name: t('register.affiliateCode'), exact: true }),
    ).toHaveCount(0);
  });

  test('registers by username, logs the new player in and goes home', async ({
    page,
    skin,
    t,
    devGateway,
  }) => {
    test.skip(!registrationOf(skin).username, `${skin.id} has no username registration`);
    const captchas = watchCaptchas(page);
    await openModalPage(page, t, '/register');
    const dialog = await fillUsernameForm(page, skin, t, devGateway, captchas, freshUsername());
    await acceptTermsAndAge(page, skin, t);
    await dialog.getByRole('button', { name: t('register.submit'), exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);
    await expectLoggedIn(page);
  });

  test('registers by mobile number with the SMS code from the outbox, where the skin offers it', async ({
    page,
    skin,
    t,
    devGateway,
  }) => {
    const offer = registrationOf(skin);
    test.skip(!offer.mobile, `${skin.id} has no mobile registration`);
    const captchas = watchCaptchas(page);
    const dialog = await openModalPage(page, t, '/register');
    if (offer.username) {
      await dialog.getByRole('tab', { name: t('register.methodMobile') }).click();
    }
    await expect(
      dialog.getByRole('textbox', { name: t('register.username'), exact: true }),
    ).toHaveCount(0);
    const mobile = freshMobile();
    await dialog.getByRole('textbox', { name: t('register.mobileNum') }).fill(mobile);
    if (offer.sms) {
      await dialog.getByRole('button', { name: t('login.sendCode') }).click();
      await dialog
        .getByRole('textbox', { name: t('register.verificationCode') })
        .fill(await devGateway.latestCode({ kind: 'sms', to: `55:${mobile}` }));
    }
    if (offer.mobilePassword) {
      await dialog
        .getByRole('textbox', { name: t('register.password'), exact: true })
        .fill(PASSWORD);
      await dialog
        .getByRole('textbox', { name: t('register.confirmPassword'), exact: true })
        .fill(PASSWORD);
    }
    if (offer.requires('email')) {
      await dialog
        .getByRole('textbox', { name: t('register.email'), exact: true })
        .fill(`m${mobile}@example.com`);
    }
    if (offer.requires('payeeName')) {
      await dialog
        .getByRole('textbox', { name: t('register.payeeName'), exact: true })
        .fill('Mobile Player');
    }
    if (offer.shows('captcha')) {
      await dialog
        .getByRole('textbox', { name: t('register.captcha'), exact: true })
        .fill(await captchaAnswer(devGateway, captchas));
    }
    await acceptTermsAndAge(page, skin, t);
    await dialog.getByRole('button', { name: t('register.submit'), exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expectLoggedIn(page);
    // The username of a mobile registration is the mobile number (spec 000 §3).
    expect(await page.evaluate(() => window.sessionStorage.getItem('account'))).toBe(mobile);
  });

  test('asks for the terms and the skin’s age inline, and for matching passwords', async ({
    page,
    skin,
    t,
  }) => {
    const dialog = await openModalPage(page, t, '/register');
    if (registrationOf(skin).username) {
      await dialog
        .getByRole('textbox', { name: t('register.password'), exact: true })
        .fill(PASSWORD);
      await dialog
        .getByRole('textbox', { name: t('register.confirmPassword'), exact: true })
        .fill(`${PASSWORD}x`);
    }
    await dialog.getByRole('button', { name: t('register.submit'), exact: true }).click();
    await expect(dialog.getByText(t('validation.terms'))).toBeVisible();
    await expect(
      dialog.getByText(fill(t('validation.age'), { age: skin.ageGate.minimumAge })),
    ).toBeVisible();
    await expect(
      dialog.getByRole('checkbox', {
        name: fill(t('register.ageConfirm'), { age: skin.ageGate.minimumAge }),
      }),
    ).toHaveAttribute('aria-invalid', 'true');
    // Only the username form has the passwords typed above to compare.
    await expect(dialog.getByText(t('validation.inconsistentTwice'))).toHaveCount(
      registrationOf(skin).username ? 1 : 0,
    );
  });

  test('checks an invitation code first and warns when it is invalid, keeping the form', async ({
    page,
    skin,
    t,
    devGateway,
  }) => {
    const offer = registrationOf(skin);
    test.skip(!offer.username, `${skin.id} has no username registration`);
    test.skip(!offer.shows('affiliateCode'), `${skin.id} asks for no invitation code`);
    const captchas = watchCaptchas(page);
    await openModalPage(page, t, '/register');
    const username = freshUsername();
    const dialog = await fillUsernameForm(page, skin, t, devGateway, captchas, username);
    const invitation = dialog.getByRole('textbox', {
      name: t('register.affiliateCode'),
      exact: true,
    });
    await invitation.fill('NOPE999');
    await acceptTermsAndAge(page, skin, t);
    await dialog.getByRole('button', { name: t('register.submit'), exact: true }).click();
    const warning = page.getByRole('alertdialog', { name: t('auth.warning') });
    await expect(warning).toContainText(t('validation.invitationCode'));
    await warning.getByRole('button', { name: t('common.confirm') }).click();
    await expect(
      dialog.getByRole('textbox', { name: t('register.username'), exact: true }),
    ).toHaveValue(username);
    await expect(invitation).toHaveValue('NOPE999');
    await expectLoggedOut(page);
  });

  test('says "Unknown error" when the gateway answers 500, and keeps what was typed', async ({
    page,
    skin,
    t,
    devGateway,
    devSwitches,
  }) => {
    test.skip(!registrationOf(skin).username, `${skin.id} has no username registration`);
    await devSwitches.fault('register', { status: 500 });
    await devSwitches.fault('registerByMobile', { status: 500 });
    const captchas = watchCaptchas(page);
    await openModalPage(page, t, '/register');
    const username = freshUsername();
    const dialog = await fillUsernameForm(page, skin, t, devGateway, captchas, username);
    await acceptTermsAndAge(page, skin, t);
    await dialog.getByRole('button', { name: t('register.submit'), exact: true }).click();
    await expect(dialog.getByRole('alert')).toHaveText(t('error.unknown'));
    await expect(
      dialog.getByRole('textbox', { name: t('register.username'), exact: true }),
    ).toHaveValue(username);
    await expect(
      dialog.getByRole('textbox', { name: t('register.password'), exact: true }),
    ).toHaveValue(PASSWORD);
    await expect(dialog.getByRole('checkbox', { name: t('register.termsPrefix') })).toBeChecked();
    await expectLoggedOut(page);
  });
});
