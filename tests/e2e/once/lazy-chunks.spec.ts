// What a home visit downloads: none of the lazy parts a player may never use. (tests/build checks
// the initial JavaScript statically; this checks what the browser really fetched after the page
// settled.)
import { skipAnnouncementPopup } from '../support/announcement-popup';
import { expect, test } from '../support/skin-test';

const LAZY_OFF_HOME = [
  'member-centre',
  'agent-area',
  'points-mall',
  'promotions',
  'game-popup',
  'app-qr-code',
];

test('the home fetches no lazy chunk it does not show, and navigation fetches the page’s chunk', async ({
  page,
  t,
}) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    // Rolldown names a chunk `<name>-<8-character hash>.js`; the hash may itself hold a dash.
    const match = /\/_app\/(.+)-[\w-]{8}\.js$/.exec(new URL(request.url()).pathname);
    if (match) fetched.push(match[1]!);
  });
  // The popup would cover the side menu; its own chunk is not among those counted.
  await skipAnnouncementPopup(page);

  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(fetched.filter((name) => LAZY_OFF_HOME.includes(name))).toEqual([]);

  // The home has no top navigation (its game menu lists the categories): the side menu leads on.
  await page
    .getByRole('navigation', { name: t('sideMenu.label') })
    .getByRole('link', { name: t('sideMenu.promotions'), exact: true })
    // Its first: the menu's promotions banner below leads there too.
    .first()
    .click();
  await expect(page.getByRole('heading', { name: t('promotion.title') })).toBeVisible();
  expect(fetched).toContain('promotions');
});
