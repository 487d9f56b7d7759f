// The home's widgets at work (the carousel moves, the jackpot grows, winners sorted) and the game
// menu's FAV tab for a visitor, on the default skin, which shows every widget: which widgets a skin
// keeps is tests/e2e/lobby/home.spec.ts's. The carousel and the jackpot run on the page's own
// timers: their specs move the page's clock (page.clock, installed before the page loads) instead
// of waiting seconds.
import type { Locator, Page } from '@playwright/test';
import {
  CAROUSEL,
  JACKPOT_DELAYS_MS,
  JACKPOT_START,
  JACKPOT_STEP,
  type ResolvedSkin,
} from '../../../../engine';
import {
  homeBannerIn,
  scrollUntilAttached,
  skipAnnouncementPopup,
} from '../../support/lobby-support';
import { expect, test } from '../../support/skin-test';
import { FIRST_LOAD, FIRST_LOAD_MS, LIVE_PAGE } from '../../support/waits';

type Widget = keyof ResolvedSkin['home']['widgets'];

/** Where each widget is on the home, found by its accessible name. */
function widgets(page: Page, t: (key: string) => string): Record<Widget, Locator> {
  return {
    marquee: page.getByRole('navigation', { name: t('home.marquee') }),
    banners: page.getByRole('region', { name: t('home.banners') }),
    jackpot: page.getByRole('region', { name: t('home.jackpot') }),
    winners: page.getByRole('region', { name: t('home.winners') }),
  };
}

/** The skin's home banners a page in its default language shows: others' languages are left out. */
const homeBannersShown = (skin: ResolvedSkin) =>
  skin.banners.w_home.filter(
    (banner) => (banner.language ?? skin.locales.default) === skin.locales.default,
  );

test.describe('home widgets', () => {
  test.beforeEach(async ({ page }) => {
    await skipAnnouncementPopup(page);
  });

  test('the notice marquee lists the home notices and opens the notice popup', async ({
    page,
    skin,
    t,
  }) => {
    test.skip(!skin.home.widgets.marquee, `${skin.id} has no notice marquee`);
    // Still, so the notice can be clicked where it is (the marquee stops for players who ask for
    // less motion).
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const notices = widgets(page, t).marquee.getByRole('button');
    await expect(notices.first()).toBeVisible(FIRST_LOAD);
    await notices.first().click();
    await expect(page.getByRole('dialog', { name: t('announcement.notices') })).toBeVisible({
      timeout: FIRST_LOAD_MS,
    });
  });

  test.describe('a carousel free to move', () => {
    test.beforeEach(async ({ page, skin }) => {
      test.skip(!skin.home.widgets.banners, `${skin.id} has no banner carousel`);
      // The matrix asks for less motion (playwright.config.ts); a carousel then stands still.
      await page.emulateMedia({ reducedMotion: 'no-preference' });
      await page.clock.install();
    });

    test('the first banner stands still, then the carousel takes over and turns at once, then every delay', async ({
      page,
      skin,
      t,
    }) => {
      await page.goto('/');
      const banners = widgets(page, t).banners;
      const shown = homeBannersShown(skin);
      await expect(homeBannerIn(banners, shown[0]!)).toBeVisible(FIRST_LOAD);
      // The still first banner: nothing of the carousel yet.
      await expect(banners.locator('.swiper-wrapper')).toHaveCount(0);
      // Once the live page is up, the first banner stands one autoplay delay (spec 001 §9).
      await expect(page.locator(LIVE_PAGE)).toBeAttached(FIRST_LOAD);
      await page.clock.runFor(CAROUSEL.autoplayDelayMs);
      for (const banner of shown) {
        await expect(homeBannerIn(banners, banner)).toBeAttached(FIRST_LOAD);
      }
      // It has stood its delay, so the carousel turns to the second slide at once.
      const slides = await banners.locator('.swiper-slide').count();
      const active = banners.locator('.swiper-slide-active');
      await expect(active).toHaveAttribute('aria-label', `2 / ${slides}`);
      // And again a full delay after that slide arrived (the slide itself is a CSS transition of
      // 1000 ms, which the page's clock does not drive, so the clock moves a second at a time).
      await expect
        .poll(async () => {
          await page.clock.runFor(1000);
          return active.getAttribute('aria-label');
        }, FIRST_LOAD)
        .toBe(`3 / ${slides}`);
    });

    test('a carousel waiting for its next slide asks for no animation frames', async ({
      page,
      t,
    }) => {
      // Counts the page's frame requests (after the clock is installed, so the count wraps the
      // clock's own): a loop of them (Swiper's autoplay keeps one to report the time left) makes
      // the browser render 60 frames a second for as long as the home is open.
      await page.addInitScript(() => {
        const counted = window as unknown as { frameRequests: number };
        counted.frameRequests = 0;
        const request = window.requestAnimationFrame.bind(window);
        window.requestAnimationFrame = (callback) => {
          counted.frameRequests += 1;
          return request(callback);
        };
      });
      await page.goto('/');
      await expect(page.locator(LIVE_PAGE)).toBeAttached(FIRST_LOAD);
      await page.clock.runFor(CAROUSEL.autoplayDelayMs);
      const banners = widgets(page, t).banners;
      await expect(banners.locator('.swiper-slide-active')).toHaveAttribute(
        'aria-label',
        /^2 \//,
        FIRST_LOAD,
      );
      const requests = () =>
        page.evaluate(() => (window as unknown as { frameRequests: number }).frameRequests);
      const before = await requests();
      // Most of a delay: the carousel is waiting, not moving (a loop would ask 60 times a second).
      await page.clock.runFor(CAROUSEL.autoplayDelayMs - 1000);
      expect(await requests()).toBeLessThan(before + 10);
    });
  });

  test('each carousel slide names its own position among the skin’s and the gateway’s banners', async ({
    page,
    skin,
    t,
  }) => {
    test.skip(!skin.home.widgets.banners, `${skin.id} has no banner carousel`);
    await page.goto('/');
    // A mouse over the still first banner brings the carousel at once.
    await expect(page.locator(LIVE_PAGE)).toBeAttached(FIRST_LOAD);
    await widgets(page, t).banners.hover();
    const slides = widgets(page, t).banners.getByRole('group');
    // The skin's banners in the page's language and the gateway's w_home ones: more than the
    // skin's alone.
    await expect
      .poll(() => slides.count(), FIRST_LOAD)
      .toBeGreaterThan(homeBannersShown(skin).length);
    const labels = await slides.evaluateAll((elements) =>
      elements.map((element) => element.getAttribute('aria-label')),
    );
    expect(labels.toSorted()).toEqual(
      labels.map((_, index) => `${index + 1} / ${labels.length}`).toSorted(),
    );
  });

  test('the jackpot counter starts between 20,000,000 and 21,000,000 and grows', async ({
    page,
    skin,
    t,
  }) => {
    test.skip(!skin.home.widgets.jackpot, `${skin.id} has no jackpot counter`);
    await page.clock.install();
    await page.goto('/');
    const jackpot = widgets(page, t).jackpot;
    const value = async () =>
      Number((await jackpot.locator('output').innerText()).replace(/\D/g, ''));
    // The build's first view shows the range's lowest value; the live page draws its own start.
    await expect(page.locator(LIVE_PAGE)).toBeAttached(FIRST_LOAD);
    await expect(jackpot.locator('output')).toBeVisible(FIRST_LOAD);
    const start = await value();
    expect(start).toBeGreaterThanOrEqual(JACKPOT_START.min);
    expect(start).toBeLessThanOrEqual(JACKPOT_START.max);
    // It grows by 100 to 500 every 3, 4 or 5 s: the longest delay on the page's clock is one step.
    await page.clock.runFor(Math.max(...JACKPOT_DELAYS_MS));
    await expect.poll(value).toBeGreaterThanOrEqual(start + JACKPOT_STEP.min);
  });

  test('the winner board lists at most 20 winners, the largest win first, on one line', async ({
    page,
    skin,
    t,
  }) => {
    test.skip(!skin.home.widgets.winners, `${skin.id} has no winner board`);
    await page.goto('/');
    const board = widgets(page, t).winners;
    // At the bottom of the home: drawn once a player comes near it.
    await expect(page.locator(LIVE_PAGE)).toBeAttached(FIRST_LOAD);
    await scrollUntilAttached(page, board);
    const amounts = board.getByRole('listitem').locator('data');
    await expect(amounts.first()).toBeAttached(FIRST_LOAD);
    const values = (await amounts.evaluateAll((items) =>
      items.map((item) => Number(item.getAttribute('value'))),
    )) as number[];
    expect(values.length).toBeLessThanOrEqual(20);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    // One line: every winner stands at the first one's height.
    const tops = await board
      .getByRole('listitem')
      .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    // The run is as long as the list, measured once it is laid out.
    await expect(board.getByRole('list')).toHaveAttribute('style', /--ticker-duration: [1-9]/);
  });

  test.describe('the winner ticker', () => {
    /** How far the list has run to the left, and how far the window is scrolled by hand. */
    const position = (board: Locator) =>
      board.getByRole('list').evaluate((list) => ({
        ran: Math.round(-new DOMMatrixReadOnly(getComputedStyle(list).transform).m41) || 0,
        scrolled: list.parentElement!.scrollLeft,
      }));
    /** The list's position now and some frames later. */
    const framesApart = (board: Locator) =>
      board.getByRole('list').evaluate(
        (list) =>
          new Promise<[number, number]>((resolve) => {
            const ran = () => new DOMMatrixReadOnly(getComputedStyle(list).transform).m41;
            const before = ran();
            let frames = 0;
            const next = () =>
              ++frames < 20 ? requestAnimationFrame(next) : resolve([before, ran()]);
            requestAnimationFrame(next);
          }),
      );
    const openBoard = async (page: Page, t: (key: string) => string) => {
      await page.goto('/');
      const board = widgets(page, t).winners;
      await expect(page.locator(LIVE_PAGE)).toBeAttached(FIRST_LOAD);
      await scrollUntilAttached(page, board);
      await expect(board.getByRole('listitem').first()).toBeAttached(FIRST_LOAD);
      await expect(board.getByRole('list')).toHaveAttribute('style', /--ticker-duration/);
      return board;
    };

    test('runs to the left, and stops under the pointer', async ({ page, skin, t }) => {
      test.skip(!skin.home.widgets.winners, `${skin.id} has no winner board`);
      // The matrix asks for less motion (playwright.config.ts): this player does not.
      await page.emulateMedia({ reducedMotion: 'no-preference' });
      const board = await openBoard(page, t);
      await expect
        .poll(async () => {
          const [before, after] = await framesApart(board);
          return after < before;
        }, FIRST_LOAD)
        .toBe(true);
      await board.getByRole('group').hover();
      const [before, after] = await framesApart(board);
      expect(after).toBe(before);
    });

    test('stands still for a player who asks for less motion, who scrolls it by hand', async ({
      page,
      skin,
      t,
    }) => {
      test.skip(!skin.home.widgets.winners, `${skin.id} has no winner board`);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const board = await openBoard(page, t);
      const [before, after] = await framesApart(board);
      expect([before, after]).toEqual([0, 0]);
      const line = board.getByRole('group');
      await line.evaluate((element) => element.scrollBy({ left: 200, behavior: 'instant' }));
      expect(await position(board)).toEqual({ ran: 0, scrolled: 200 });
    });
  });

  test('the FAV tab opens the login popup for a visitor and stays on the home', async ({
    page,
    skin,
    t,
  }) => {
    await page.goto('/');
    await page
      .getByRole('tablist', { name: t('home.gameMenu') })
      .getByRole('tab', { name: t('category.FAV') })
      .click();
    await expect(page.getByRole('dialog', { name: t('login.title') })).toBeVisible({
      timeout: FIRST_LOAD_MS,
    });
    await expect(page.getByRole('heading', { level: 1, name: skin.brand.title })).toBeVisible();
    expect(new URL(page.url()).search).toBe('');
  });
});
