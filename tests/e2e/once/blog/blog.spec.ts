// The blog (spec 000 §1): linked from the footer when the skin and the merchant offer it, a list of
// the gateway's articles ten a page, and an article through the sanitised HTML; with the BLOG3
// module off the footer has no link and /blog is not offered.
import { seriousViolations } from '../../support/axe';
import { fill, skipAnnouncementPopup } from '../../support/shell-support';
import { expect, test } from '../../support/skin-test';
import { FIRST_LOAD } from '../../support/waits';

test.beforeEach(async ({ page }) => skipAnnouncementPopup(page));

test('the footer leads to the blog; the list pages and an article opens', async ({
  page,
  skin,
  t,
}) => {
  test.skip(!skin.features.blog, 'the skin offers no blog');
  await page.goto('/');
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: t('blog.title') })
    .click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('heading', { level: 1, name: t('blog.title') })).toBeVisible(
    FIRST_LOAD,
  );
  const articles = page.getByRole('main').getByRole('article');
  await expect(articles).toHaveCount(10, FIRST_LOAD);
  expect(await seriousViolations(page, 'main')).toEqual([]);

  await page
    .getByRole('navigation', { name: t('blog.title') })
    .getByRole('button', { name: fill(t('common.page'), { page: 2, total: 2 }) })
    .click();
  await expect(articles).toHaveCount(2);
  const link = articles.first().getByRole('link');
  const title = (await link.textContent())!;
  await link.click();
  await expect(page).toHaveURL(/\/blog\/[a-z-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible(FIRST_LOAD);
  await expect(page.getByRole('article')).toContainText(skin.brand.name);
  expect(await seriousViolations(page, 'main')).toEqual([]);
  await page.getByRole('link', { name: t('blog.back') }).click();
  await expect(page).toHaveURL(/\/blog$/);
});

test('with the blog module off the footer has no blog link and /blog is not offered', async ({
  page,
  t,
  devSwitches,
}) => {
  await devSwitches.module('BLOG3', false);
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: t('feedback.link') })).toBeVisible(FIRST_LOAD);
  await expect(footer.getByRole('link', { name: t('blog.title') })).toHaveCount(0);
  await page.goto('/blog');
  await expect(page.getByRole('heading', { name: t('notOffered.title') })).toBeVisible(FIRST_LOAD);
});
