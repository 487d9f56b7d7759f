// The footer and the help centre (spec 000 §2), for every skin: its age badge (18+ or 21+), its
// help links to /help#tag, its social links, its mirror sites where it has them (the regional
// skin); /help#term opens on the terms in the current language.
import { expect, test } from '../support/skin-test';
import { call, fill, FLOW_TIMEOUT, LOADED, skipAnnouncementPopup } from './shell-support';

test.describe.configure({ timeout: FLOW_TIMEOUT });

test.describe('the footer', () => {
  test.beforeEach(async ({ page }) => skipAnnouncementPopup(page));

  test('shows the skin’s age badge, social links and mirror sites', async ({ page, skin, t }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const age = skin.ageGate.minimumAge;
    await expect(
      footer.getByRole('img', { name: fill(t('footer.ageBadgeLabel'), { age }) }),
    ).toHaveText(`${age}+`, LOADED);
    await expect(footer.getByText(fill(t('footer.ageNotice'), { age }))).toBeVisible();

    const social = footer.getByRole('region', { name: t('footer.followUs') }).getByRole('link');
    await expect(social).toHaveCount(skin.links.social.length);
    for (const [index, link] of skin.links.social.entries()) {
      await expect(social.nth(index)).toHaveAccessibleName(t(`social.${link.network}`));
      await expect(social.nth(index)).toHaveAttribute('href', link.url);
    }

    const mirrors = footer.getByRole('region', { name: t('footer.mirrors') });
    if (skin.mirrors.length > 0) {
      await expect(mirrors.getByRole('link')).toHaveText(
        skin.mirrors.map((mirror) => mirror.label),
      );
    } else {
      await expect(mirrors).toHaveCount(0);
    }
    const copyright = footer.locator('small');
    if (skin.brand.copyright) await expect(copyright).toHaveText(skin.brand.copyright);
    else await expect(copyright).toHaveCount(0);
  });

  test('links each of the skin’s help tags to /help#tag', async ({ page, skin, t }) => {
    await page.goto('/');
    const links = page
      .getByRole('contentinfo')
      .getByRole('region', { name: t('footer.help') })
      .getByRole('link');
    await expect(links).toHaveCount(skin.menus.footer.help.length, LOADED);
    for (const [index, tag] of skin.menus.footer.help.entries()) {
      await expect(links.nth(index)).toHaveAttribute('href', `/help#${tag}`);
    }
  });
});

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
      LOADED,
    );
    const section = page.getByRole('region', { name: terms!.title });
    await expect(section).toBeFocused(LOADED);
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
    await expect(link).toBeVisible(LOADED);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/help#${tag}$`));
    await expect(page.locator(`section#${tag}`)).toBeFocused(LOADED);
  });
});
