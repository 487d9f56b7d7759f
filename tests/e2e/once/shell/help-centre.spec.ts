// The help centre (spec 000 §2), on the default skin: /help#term opens on the terms in the current
// language, and each of the footer's help links opens its own section.
import { call, skipAnnouncementPopup } from '../../support/shell-support';
import { expect, test } from '../../support/skin-test';
import { FIRST_LOAD } from '../../support/waits';

test.describe('the help centre', () => {
  test.beforeEach(async ({ page }) => skipAnnouncementPopup(page));

  test('opens /help#term on the terms, in the skin’s language', async ({
    page,
    skin,
    t,
    baseURL,
  }) => {
    const { sections } = await call(
      baseURL!,
      skin,
      'helpContent',
      { lang: skin.locales.default, device: 'WEB' },
      null,
      skin.locales.default,
    );
    const terms = sections.find((section) => section.tag === 'term');
    expect(terms, 'the gateway has a terms section').toBeDefined();
    await page.goto('/help#term');
    await expect(page.getByRole('heading', { level: 1, name: t('help.title') })).toBeVisible(
      FIRST_LOAD,
    );
    const section = page.getByRole('region', { name: terms!.title });
    await expect(section).toBeFocused(FIRST_LOAD);
    await expect(section).toBeInViewport();
    await expect(section).toContainText(terms!.title);
  });

  test('is reached from the footer’s help links, each opening its own section', async ({
    page,
    skin,
  }) => {
    const tag = skin.menus.footer.help.includes('term') ? 'term' : skin.menus.footer.help[0];
    expect(tag, `${skin.id}'s footer has help links`).toBeDefined();
    await page.goto('/');
    const link = page.getByRole('contentinfo').locator(`a[href="/help#${tag}"]`);
    await expect(link).toBeVisible(FIRST_LOAD);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/help#${tag}$`));
    await expect(page.locator(`section#${tag}`)).toBeFocused(FIRST_LOAD);
  });
});
