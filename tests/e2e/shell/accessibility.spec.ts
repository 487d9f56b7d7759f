// axe-core on the home (issue 5: "accessible and responsive"), for every skin, logged out and logged
// in, at 1366 px and 375 px: no serious or critical violation of WCAG 2.0/2.1 A and AA or 2.2 AA.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/skin-test';
import { FLOW_TIMEOUT, LOADED, openAs, seededSession, skipAnnouncementPopup } from './shell-support';

test.describe.configure({ timeout: FLOW_TIMEOUT });

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 5).join(', ')}`);
}

for (const viewport of [{ width: 1366, height: 900 }, { width: 375, height: 740 }]) {
  test.describe(`the home at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('has no serious or critical axe violation for a visitor', async ({ page, t }) => {
      await skipAnnouncementPopup(page);
      await page.goto('/');
      await expect(page.getByRole('navigation', { name: t('nav.label') })).toBeVisible(LOADED);
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('has no serious or critical axe violation for a member', async ({ page, skin, t, baseURL }) => {
      const member = await seededSession(baseURL!, skin, 'vipgold01', 'Player123');
      await skipAnnouncementPopup(page, member.username);
      await openAs(page, member);
      await expect(page.getByRole('banner').getByRole('group', { name: t('header.balance') })).toBeVisible(LOADED);
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
