// Invite friends (spec 000 §2 referral, §3 referralCode): the member's invite link and its QR code
// (the same link encoded), and a friend registering through the link: the form fills the
// recommender id and the inviter's friends list shows the new account, masked; once the friend's
// valid bet reaches the rule's threshold the inviter's rewards list shows the reward.
import { QRCodeSVG } from 'qrcode.react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { formatMoney } from '../../../../engine';
import { openMemberPage } from '../../member/member-support';
import {
  acceptTermsAndAge,
  expectLoggedIn,
  fillUsernameForm,
  freshUsername,
  registrationOf,
  watchCaptchas,
} from '../../support/auth-steps';
import { seriousViolations } from '../../support/axe';
import { call, freshPlayer, skipAnnouncementPopup } from '../../support/shell-support';
import { expect, test } from '../../support/skin-test';
import { FIRST_LOAD } from '../../support/waits';

/** The QR code's modules (its paths' shapes), as qrcode.react draws them for `url`. */
const modulesOf = (markup: string) => [...markup.matchAll(/ d="([^"]+)"/g)].map((m) => m[1]);

test('the invite link’s QR code encodes it, and a friend registering through it joins the friends list', async ({
  page,
  browser,
  skin,
  t,
  baseURL,
  devGateway,
}) => {
  test.skip(!skin.features.referral, 'the skin offers no referral');
  const inviter = await freshPlayer(baseURL!, skin);
  await skipAnnouncementPopup(page, inviter.username);
  const region = await openMemberPage(page, t, inviter, 'referral');
  const link = await region.locator('[data-referral-link]').innerText();
  expect(link).toMatch(/\/register\?ref=\d+$/);
  const qr = region.locator('svg', { has: page.locator('title', { hasText: t('referral.qr') }) });
  await expect(qr).toHaveAttribute('width', '120');
  const drawn = await qr.evaluate((svg) => svg.outerHTML);
  const expected = renderToStaticMarkup(
    createElement(QRCodeSVG, { value: link, size: 120, marginSize: 2 }),
  );
  expect(modulesOf(expected).length).toBeGreaterThan(0);
  expect(modulesOf(drawn)).toEqual(modulesOf(expected));
  expect(await seriousViolations(page)).toEqual([]);

  const friendContext = await browser.newContext({ baseURL });
  const friendPage = await friendContext.newPage();
  await skipAnnouncementPopup(friendPage);
  const captchas = watchCaptchas(friendPage);
  await friendPage.goto(new URL(link).pathname + new URL(link).search);
  const dialog = friendPage.getByRole('dialog', { name: t('register.title') });
  await expect(dialog).toBeVisible(FIRST_LOAD);
  if (registrationOf(skin).shows('recommenderId')) {
    await expect(
      dialog.getByRole('textbox', { name: t('register.recommenderId'), exact: true }),
    ).toHaveValue(link.split('ref=')[1]);
  }
  const friend = freshUsername();
  await fillUsernameForm(friendPage, skin, t, devGateway, captchas, friend);
  await acceptTermsAndAge(friendPage, skin, t);
  await dialog.getByRole('button', { name: t('register.submit'), exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expectLoggedIn(friendPage);
  await friendContext.close();

  await page.reload();
  const friends = region.getByRole('table', { name: t('referral.friends') });
  await expect(friends.getByRole('row').nth(1)).toContainText(
    `${friend.slice(0, 2)}***${friend.slice(-2)}`,
    FIRST_LOAD,
  );
});

test('a friend’s valid bet of 100.00 earns the inviter a reward listed on the referral page', async ({
  page,
  skin,
  t,
  baseURL,
  devGateway,
}) => {
  test.skip(!skin.features.referral, 'the skin offers no referral');
  const inviter = await freshPlayer(baseURL!, skin);
  const { recommenderId } = await call(baseURL!, skin, 'referralFriends', {}, inviter.token);
  const friend = freshUsername();
  await call(baseURL!, skin, 'register', {
    username: friend,
    password: 'Player123',
    confirmPassword: 'Player123',
    referralCode: recommenderId,
    login: true,
  });
  await devGateway.post('credit', { username: friend, amount: '100.00' });
  await devGateway.post('play', { username: friend, stake: '100.00', win: '0' });
  await skipAnnouncementPopup(page, inviter.username);
  const region = await openMemberPage(page, t, inviter, 'referral');
  const rewards = region.getByRole('table', { name: t('referral.rewardsList') });
  const row = rewards.getByRole('row').nth(1);
  await expect(row).toContainText(`${friend.slice(0, 2)}***${friend.slice(-2)}`, FIRST_LOAD);
  await expect(row).toContainText(formatMoney('10.00', skin.locales.default));
  expect((await call(baseURL!, skin, 'memberInfo', {}, inviter.token)).balance).toBe('10.00');
});
