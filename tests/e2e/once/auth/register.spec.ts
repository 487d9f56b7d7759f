// Registration's checks against the reference gateway, on the default skin (spec 000 §3, §8): the
// invitation code checked first with a warning when it is invalid, and "Unknown error" when the
// gateway fails — the form keeps what was typed.
import {
  acceptTermsAndAge,
  expectLoggedOut,
  fillUsernameForm,
  freshUsername,
  openModalPage,
  PASSWORD,
  registrationOf,
  watchCaptchas,
} from '../../support/auth-steps';
import { expect, test } from '../../support/skin-test';

test.describe('registration', () => {
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
