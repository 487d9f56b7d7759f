// axe-core on the home ("accessible and responsive"), logged out and logged in, at 1366 px for every
// skin and at 375 px on the default skin, and on the shell's own modals (the announcement popup,
// the trial notice, the logout confirmation) for every skin: no serious or critical violation of
// WCAG 2.0/2.1 A and AA or 2.2 AA. The account modals are checked in tests/e2e/auth/a11y.spec.ts.
import { checkPhoneLayoutOnce, LAPTOP, PHONE, seriousViolations } from '../support/axe';
import { openAs, seededSession, skipAnnouncementPopup } from '../support/shell-support';
import { expect, test } from '../support/skin-test';
import { FIRST_LOAD } from '../support/waits';

// axe walks the whole page on a shared two-core machine: three times the test budget.
test.slow();

for (const viewport of [LAPTOP, PHONE]) {
  test.describe(`the home at ${viewport.width} px`, () => {
    test.use({ viewport });
    if (viewport === PHONE) checkPhoneLayoutOnce();

    test('has no serious or critical axe violation for a visitor', async ({ page, t }) => {
      await skipAnnouncementPopup(page);
      await page.goto('/');
      // The home's game menu: on a phone the top navigation is in the menu sheet.
      await expect(page.getByRole('tablist', { name: t('home.gameMenu') })).toBeVisible(FIRST_LOAD);
      await expect(page.getByRole('contentinfo')).toBeVisible(FIRST_LOAD);
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('has no serious or critical axe violation for a member', async ({
      page,
      skin,
      t,
      baseURL,
    }) => {
      const member = await seededSession(baseURL!, skin, 'vipgold01', 'Player123');
      await skipAnnouncementPopup(page, member.username);
      await openAs(page, member);
      await expect(
        page.getByRole('banner').getByRole('group', { name: t('header.balance') }),
      ).toBeVisible(FIRST_LOAD);
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}

test('the announcement popup, the trial notice and the logout confirmation have no serious or critical axe violation', async ({
  page,
  skin,
  t,
  baseURL,
}) => {
  await page.goto('/');
  const announcement = page.getByRole('dialog', { name: t('announcement.title') });
  await expect(announcement).toBeVisible(FIRST_LOAD);
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(announcement).toHaveCount(0);

  // A trial account's deposit is a protected action (spec 000 §6): the notice instead of the page.
  const trial = await seededSession(baseURL!, skin, 'trial0001', 'Player123');
  await skipAnnouncementPopup(page, trial.username);
  await openAs(page, trial);
  await page
    .getByRole('banner')
    .getByRole('link', { name: t('header.deposit'), exact: true })
    .click();
  const notice = page.getByRole('alertdialog', { name: t('trial.title') });
  await expect(notice).toBeVisible();
  await expect(page).not.toHaveURL(/depositv2/);
  expect(await seriousViolations(page, '[role="alertdialog"]')).toEqual([]);
  await notice.getByRole('button', { name: t('trial.confirm') }).click();
  await expect(notice).toHaveCount(0);

  await page.getByRole('button', { name: t('header.accountMenu') }).click();
  await page.getByRole('button', { name: t('accountMenu.signOut') }).click();
  const confirm = page.getByRole('alertdialog', { name: t('logout.title') });
  await expect(confirm).toBeVisible();
  expect(await seriousViolations(page, '[role="alertdialog"]')).toEqual([]);
  // Cancelled: other specs of this skin use trial0001's sessions at the same time.
  await confirm.getByRole('button', { name: t('logout.cancel') }).click();
  await expect(confirm).toHaveCount(0);
});
