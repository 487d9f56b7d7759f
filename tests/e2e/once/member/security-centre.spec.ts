// The security centre's forms (spec 000 §2 securityCenter, §3): the profile, binding a mobile with a
// code sent to it, binding an e-mail with the login password, and changing the transaction password
// with an SMS code instead of the old one. Each test has a player of its own.
import { cashierPlayer, openMemberPage, PAYMENT_PASSWORD } from '../../member/member-support';
import { freshMobile } from '../../support/auth-steps';
import { seriousViolations } from '../../support/axe';
import { gatewayClient } from '../../support/shell-support';
import { expect, test } from '../../support/skin-test';

test('the profile saves what the player changed, the permanent and current address apart (spec 000 §3), and keeps the full name fixed', async ({
  page,
  skin,
  t,
  baseURL,
  devGateway,
}) => {
  const player = await cashierPlayer(baseURL!, skin, devGateway);
  const region = await openMemberPage(page, t, player, 'securityCenter');
  const profile = region.getByRole('form', { name: t('security.profile') });
  await expect(profile.getByLabel(t('profile.fullName'))).toHaveAttribute('readonly', '');
  await expect(profile.getByText(t('security.fullNameFixed'))).toBeVisible();
  await profile.getByLabel(t('profile.nickname')).fill('Lucky Star');
  await profile.getByLabel(t('profile.telegram')).fill('lucky_star');
  await profile.getByLabel(t('profile.birthday')).fill('1990-05-17');
  await profile.getByLabel(t('profile.permanentAddress')).fill('Rua das Flores 10, Recife');
  await profile.getByLabel(t('profile.currentAddress')).fill('Av. Paulista 1000, São Paulo');
  await profile.getByRole('button', { name: t('security.saveProfile') }).click();
  await expect(profile.getByRole('status')).toHaveText(t('security.profileSaved'));
  expect(await seriousViolations(page, 'main')).toEqual([]);

  const saved = await gatewayClient(baseURL!, skin, player.token).call('securityInfo', {});
  expect([
    saved.nickname,
    saved.profile.telegram,
    saved.profile.birthday,
    saved.profile.permanentAddress,
    saved.profile.currentAddress,
  ]).toEqual([
    'Lucky Star',
    'lucky_star',
    '1990-05-17',
    'Rua das Flores 10, Recife',
    'Av. Paulista 1000, São Paulo',
  ]);
  await profile.getByLabel(t('profile.birthday')).fill('2020-01-01');
  await profile.getByRole('button', { name: t('security.saveProfile') }).click();
  await expect(profile.getByRole('alert')).toBeVisible();
});

test('its forms keep their own width on a wide screen (24rem), not the member centre’s for every page', async ({
  page,
  skin,
  t,
  baseURL,
  devGateway,
}) => {
  // It once came from two rules of equal weight, so the order the bundle defined their modules in
  // chose it, and a move of the page imports changed it unnoticed; now the member centre's one
  // rule reads the page's --member-form-width.
  await page.setViewportSize({ width: 1280, height: 900 });
  const player = await cashierPlayer(baseURL!, skin, devGateway);
  const region = await openMemberPage(page, t, player, 'securityCenter');
  await expect(region.getByRole('form', { name: t('security.profile') })).toBeVisible();
  const widths = await region
    .locator('form')
    .evaluateAll((forms) => forms.map((form) => getComputedStyle(form).width));
  expect(widths.length).toBeGreaterThan(1);
  expect(new Set(widths)).toEqual(new Set(['384px']));
});

test('a mobile is bound with the code sent to it, then the transaction password changes with an SMS code', async ({
  page,
  skin,
  t,
  baseURL,
  devGateway,
}) => {
  const player = await cashierPlayer(baseURL!, skin, devGateway, { withdrawals: true });
  const region = await openMemberPage(page, t, player, 'securityCenter');
  const mobile = freshMobile();
  const bind = region.getByRole('form', { name: t('security.bindMobile') });
  await bind.getByLabel(t('security.newMobile')).fill(mobile);
  await bind.getByRole('button', { name: t('login.sendCode') }).click();
  await expect(bind.getByRole('button', { name: /\d/ })).toBeDisabled();
  const code = await devGateway.latestCode({ kind: 'sms', to: `55:${mobile}` });
  await bind.getByLabel(t('security.verificationCode')).fill(code);
  await bind.getByRole('button', { name: t('common.submit'), exact: true }).click();
  // Once saved, the same form offers to change the number (and asks for the login password then),
  // keeping its confirmation.
  const change = region.getByRole('form', { name: t('security.changeMobile') });
  await expect(change.getByRole('status')).toHaveText(t('security.mobileSaved'));
  await expect(
    region.getByText(`${mobile.slice(0, 3)}****${mobile.slice(-4)}`, { exact: true }),
  ).toBeVisible();

  const payment = region.getByRole('form', { name: t('security.changePaymentPassword') });
  await payment.getByRole('button', { name: t('security.withSmsCode') }).click();
  await payment.getByRole('button', { name: t('login.sendCode') }).click();
  await expect(payment.getByRole('button', { name: /\d/ })).toBeDisabled();
  const verify = await devGateway.latestCode({ kind: 'sms', to: `55:${mobile}` });
  await payment.getByLabel(/\*\*\*\*/).fill(verify);
  await payment.getByLabel(t('security.newPaymentPassword')).fill('135790');
  await payment.getByLabel(t('security.confirmPaymentPassword')).fill('135790');
  await payment.getByRole('button', { name: t('common.submit'), exact: true }).click();
  await expect(payment.getByRole('status')).toHaveText(t('security.paymentPasswordSaved'));
  expect(await seriousViolations(page, 'main')).toEqual([]);

  // The new password is the one that counts now: the old one no longer proves it.
  const client = gatewayClient(baseURL!, skin, player.token);
  await expect(
    client.call('changePaymentPassword', {
      oldPaymentPassword: PAYMENT_PASSWORD,
      paymentPassword: '246802',
      confirmPaymentPassword: '246802',
    }),
  ).rejects.toThrow();
  await client.call('changePaymentPassword', {
    oldPaymentPassword: '135790',
    paymentPassword: '246802',
    confirmPaymentPassword: '246802',
  });
});

test('an e-mail is bound with the login password, and a wrong one is refused', async ({
  page,
  skin,
  t,
  baseURL,
  devGateway,
}) => {
  const player = await cashierPlayer(baseURL!, skin, devGateway);
  const region = await openMemberPage(page, t, player, 'securityCenter');
  const email = region.getByRole('form', { name: t('security.changeEmail') });
  await email.getByLabel(t('security.newEmail')).fill('lucky.star@example.com');
  await email.getByLabel(t('security.loginPassword')).fill('Wrong1234');
  await email.getByRole('button', { name: t('common.submit'), exact: true }).click();
  await expect(email.getByRole('alert')).toBeVisible();
  await email.getByLabel(t('security.loginPassword')).fill(player.password);
  await email.getByRole('button', { name: t('common.submit'), exact: true }).click();
  await expect(email.getByRole('status')).toHaveText(t('security.emailSaved'));
  await expect(region.getByText('lu***@example.com')).toBeVisible();
});
