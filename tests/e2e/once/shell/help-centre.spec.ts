// The help centre (spec 000 §2), on the default skin: /help#term opens on the terms in the current
// language; each of the footer's help links opens the help modal on its section, as does the login
// modal's help link.
import { openModalPage } from '../../support/auth-steps';
import { seriousViolations } from '../../support/axe';
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

  test('opens from a footer help link as a modal on its section, with a way to the whole page', async ({
    page,
    skin,
    t,
  }) => {
    const tag = skin.menus.footer.help.includes('term') ? 'term' : skin.menus.footer.help[0];
    expect(tag, `${skin.id}'s footer has help links`).toBeDefined();
    await page.goto('/');
    const link = page.getByRole('contentinfo').locator(`a[href="/help#${tag}"]`);
    await expect(link).toBeVisible(FIRST_LOAD);
    await link.click();
    const dialog = page.getByRole('dialog', { name: t('help.title') });
    const tab = dialog.getByRole('tab', { selected: true });
    await expect(tab).toBeVisible(FIRST_LOAD);
    await expect(dialog.getByRole('tabpanel', { name: (await tab.textContent())! })).toBeVisible();
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await dialog.getByRole('link', { name: t('help.openPage') }).click();
    await expect(page).toHaveURL(new RegExp(`/help#${tag}$`));
    await expect(page.locator(`section#${tag}`)).toBeFocused(FIRST_LOAD);
  });

  test('opens from the login modal', async ({ page, t }) => {
    const login = await openModalPage(page, t, '/login');
    await login.getByRole('button', { name: t('help.link') }).click();
    const dialog = page.getByRole('dialog', { name: t('help.title') });
    await expect(dialog.getByRole('tabpanel')).toBeVisible(FIRST_LOAD);
    await dialog.getByRole('tab').last().click();
    await expect(dialog.getByRole('tab').last()).toHaveAttribute('aria-selected', 'true');
  });
});
