// The footer (spec 000 §2) as the skin makes it: its age badge (18+ or 21+), its social links, its
// mirror sites where it has them (the regional skin), and its help tags linking to /help#tag.
import { fill, skipAnnouncementPopup } from '../support/shell-support';
import { expect, test } from '../support/skin-test';
import { FIRST_LOAD } from '../support/waits';

test.describe('the footer', () => {
  test.beforeEach(async ({ page }) => skipAnnouncementPopup(page));

  test('shows the skin’s age badge, social links and mirror sites', async ({ page, skin, t }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const age = skin.ageGate.minimumAge;
    await expect(
      footer.getByRole('img', { name: fill(t('footer.ageBadgeLabel'), { age }) }),
    ).toHaveText(`${age}+`, FIRST_LOAD);
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
      .locator('a[href^="/help#"]');
    await expect(links).toHaveCount(skin.menus.footer.help.length, FIRST_LOAD);
    for (const [index, tag] of skin.menus.footer.help.entries()) {
      await expect(links.nth(index)).toHaveAttribute('href', `/help#${tag}`);
    }
  });
});
