// The home's swiper (spec 001 §9 "Home swiper: 5 slides, gap 26"): the hot games as cards, five in
// view on a wide screen, 26 px apart.
import { gameName, gateway, skipAnnouncementPopup } from '../../support/lobby-support';
import { expect, test } from '../../support/skin-test';
import { FIRST_LOAD } from '../../support/waits';

test('shows the hot games five at a time, 26 px apart (spec 001 §9 home swiper)', async ({
  page,
  skin,
  t,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const { list: hot } = await gateway(baseURL!, skin, 'hotGames', { limit: 12 });
  expect(hot.length).toBeGreaterThan(5);
  await skipAnnouncementPopup(page);
  await page.goto('/');
  const swiper = page.getByRole('region', { name: t('home.swiper') });
  // Below the sections, it is drawn once the player comes near it.
  await expect
    .poll(async () => {
      await page.mouse.wheel(0, 600);
      return swiper.count();
    }, FIRST_LOAD)
    .toBe(1);
  await swiper.scrollIntoViewIfNeeded();
  const slides = swiper.locator('.swiper-slide');
  await expect(slides).toHaveCount(hot.length, FIRST_LOAD);
  await expect(slides.first()).toContainText(gameName(hot[0]!));
  const boxes = await slides.evaluateAll((elements) =>
    elements.slice(0, 6).map((element) => element.getBoundingClientRect()),
  );
  const region = (await swiper.boundingBox())!;
  const inView = boxes.filter((box) => box.right <= region.x + region.width + 1);
  expect(inView).toHaveLength(5);
  expect(Math.round(boxes[1]!.left - boxes[0]!.right)).toBe(26);
});
