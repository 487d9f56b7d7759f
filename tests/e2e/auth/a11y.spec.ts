// Accessibility of the account modals and the agent area: axe-core with the WCAG 2.2 AA tags reports
// no serious or critical violation and no modal is wider than the screen, at a laptop's width
// (1366 px) for every skin and at a phone's (375 px) on the default skin.
import type { Page } from '@playwright/test';
import { logInWithPassword, openAgentPage, openModalPage } from '../support/auth-steps';
import { LAPTOP, PHONE, checkPhoneLayoutOnce, seriousViolations } from '../support/axe';
import { expect, test } from '../support/skin-test';

async function expectAccessible(page: Page, include: string): Promise<void> {
  expect(await seriousViolations(page, include)).toEqual([]);
}

async function expectFitsTheScreen(page: Page): Promise<void> {
  const overflow = await page
    .getByRole('dialog')
    .evaluate((dialog) => dialog.getBoundingClientRect().right - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const viewport of [PHONE, LAPTOP]) {
  test.describe(`accessibility at ${viewport.width} px`, () => {
    test.use({ viewport });
    if (viewport === PHONE) checkPhoneLayoutOnce();
    // axe walks the whole dialog on a shared two-core machine: three times the test budget.
    test.slow();
    // axe's colour-contrast and target-size rules do not finish while the home's banner carousel
    // (Swiper) sits under a dialog below 1366 px; the dialog's surface is opaque, so what lies
    // under it does not change any result here, and the carousel is left out of these pages.
    test.beforeEach(async ({ page }) => {
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          const style = document.createElement('style');
          style.textContent = '.swiper { display: none !important; }';
          document.head.append(style);
        });
      });
    });

    test('the login, registration, forgot-password and forced change-password modals', async ({
      page,
      t,
    }) => {
      await openModalPage(page, t, '/login');
      await expect(
        page
          .getByRole('dialog', { name: t('login.title') })
          .getByRole('textbox', { name: t('login.username'), exact: true }),
      ).toBeVisible();
      await expectAccessible(page, '[role="dialog"]');
      await expectFitsTheScreen(page);

      await page
        .getByRole('dialog')
        .getByRole('button', { name: t('login.forgotPassword') })
        .click();
      await expect(
        page
          .getByRole('dialog', { name: t('forgot.title') })
          .getByRole('button', { name: t('forgot.submit') }),
      ).toBeVisible();
      await expectAccessible(page, '[role="dialog"]');
      await expectFitsTheScreen(page);

      await openModalPage(page, t, '/register');
      const register = page.getByRole('dialog', { name: t('register.title') });
      await register.getByRole('button', { name: t('register.submit'), exact: true }).click();
      await expect(register.getByText(t('validation.terms'))).toBeVisible();
      await expectAccessible(page, '[role="dialog"]');
      await expectFitsTheScreen(page);

      // The forced change after a login with the initial password, on the same tab: a page of its
      // own would boot the site once more for one modal.
      await logInWithPassword(page, t, 'initial01', 'Aa123456');
      await expect(
        page
          .getByRole('dialog', { name: t('changePassword.title') })
          .getByRole('button', { name: t('changePassword.submit') }),
      ).toBeVisible();
      await expectAccessible(page, '[role="dialog"]');
      await expectFitsTheScreen(page);
    });

    test('the agent login page and the agent centre', async ({ page, t }) => {
      await openAgentPage(page, t);
      await expect(
        page.getByRole('heading', { level: 1, name: t('agentLogin.title') }),
      ).toBeVisible();
      await expectAccessible(page, 'main');
      await logInWithPassword(page, t, 'agent01', 'Agent123', '');
      await expect(page.getByText(t('agentCentre.title'), { exact: true })).toBeVisible();
      await expectAccessible(page, 'main');
    });
  });
}
