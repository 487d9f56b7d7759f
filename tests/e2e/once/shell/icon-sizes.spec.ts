// Icon sizes (spec 001 §9: 30 × 30 most, 25 × 25 hot, 23 × 23 popup close) as the theme's tokens,
// read by the components that draw them: the header's icon buttons, a game card's hot mark and a
// pop-up's close mark. The withdraw button's 66 × 66 icon is measured on the withdraw page
// (once/member/withdraw.spec.ts).
import { skipAnnouncementPopup } from '../../support/announcement-popup';
import { openModalPage } from '../../support/auth-steps';
import { expect, test } from '../../support/skin-test';
import { FIRST_LOAD, LIVE_PAGE } from '../../support/waits';

test('draws icons at the spec’s sizes from the theme’s tokens (spec 001 §9)', async ({
  page,
  t,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await skipAnnouncementPopup(page);
  await page.goto('/');
  // The live page: the first view's header draws both screen sizes' variants until boot decides.
  await expect(page.locator(LIVE_PAGE)).toBeAttached(FIRST_LOAD);
  const tokens = await page.evaluate(() => {
    const style = getComputedStyle(document.documentElement);
    return ['icon', 'icon-hot', 'icon-close', 'icon-withdraw'].map((name) =>
      style.getPropertyValue(`--skin-${name}-size`).trim(),
    );
  });
  expect(tokens).toEqual(['30px', '25px', '23px', '66px']);

  const menuIcon = page
    .getByRole('banner')
    .getByRole('button', { name: t('header.openMenu') })
    .locator('svg');
  await expect(menuIcon).toBeVisible(FIRST_LOAD);
  expect(await menuIcon.boundingBox()).toMatchObject({ width: 30, height: 30 });

  const hot = page.locator('article .hot').first();
  await expect(hot).toBeVisible(FIRST_LOAD);
  expect((await hot.boundingBox())!.height).toBe(25);

  const dialog = await openModalPage(page, t, '/login');
  const close = dialog.getByRole('button', { name: t('common.close') });
  expect(await close.evaluate((element) => getComputedStyle(element).fontSize)).toBe('23px');
});
