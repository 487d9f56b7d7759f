// App download guides (spec 000 §1: iOS, Android, a lite app): the side menu's app entry leads to a
// page per platform from the permission's resources, with the download's QR code (size 120) and
// the install steps; /app opens the first platform.
import { seriousViolations } from '../../support/axe';
import { call, fill, skipAnnouncementPopup } from '../../support/shell-support';
import { expect, test } from '../../support/skin-test';
import { FIRST_LOAD } from '../../support/waits';

test.beforeEach(async ({ page }) => skipAnnouncementPopup(page));

test('the side menu’s app entry leads to each platform’s guide with its QR code and steps', async ({
  page,
  skin,
  t,
  baseURL,
}) => {
  const permission = await call(
    baseURL!,
    skin,
    'permission',
    undefined,
    null,
    skin.locales.default,
  );
  const ios = permission.info!.resources.find((each) => each.resourceType === 'APP_IOS')!;
  await page.goto('/');
  await page.getByText(t('sideMenu.appDownload'), { exact: true }).first().click();
  await page.locator(`a[href="/app/ios"]`).first().click();
  await expect(page).toHaveURL(/\/app\/ios$/);
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: fill(t('app.guideTitle'), { platform: t('app.ios') }),
    }),
  ).toBeVisible(FIRST_LOAD);
  const main = page.getByRole('main');
  const qr = main.locator('svg').first();
  await expect(qr).toHaveAttribute('width', '120');
  await expect(
    main.getByRole('link', { name: fill(t('app.open'), { platform: t('app.ios') }) }),
  ).toHaveAttribute('href', ios.url);
  await expect(
    main.getByRole('region', { name: t('app.guide') }).getByRole('listitem'),
  ).toHaveCount(4);
  expect(await seriousViolations(page, 'main')).toEqual([]);

  await main
    .getByRole('navigation', { name: t('app.platforms') })
    .getByRole('link', { name: t('app.lite') })
    .click();
  await expect(page).toHaveURL(/\/app\/lite$/);
  await expect(
    main.getByRole('region', { name: t('app.guide') }).getByRole('listitem'),
  ).toHaveCount(3);
});

test('/app opens the first platform’s guide', async ({ page }) => {
  await page.goto('/app');
  await expect(page).toHaveURL(/\/app\/ios$/, FIRST_LOAD);
});
