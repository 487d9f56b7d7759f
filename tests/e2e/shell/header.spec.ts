// What a skin changes in the header (spec 000 §2 Shell): the account menu (copy ID; no agent entry
// and no contract dialog for a player, and the agent entry for an agent where the skin's account
// menu has one).
import { call, openAs, seededSession, skipAnnouncementPopup } from '../support/shell-support';
import { coveredOnce, expect, test } from '../support/skin-test';
import { FIRST_LOAD } from '../support/waits';

coveredOnce('menus', (skin) => skin.menus);

test.describe('the header', () => {
  test('gives a player’s account menu no agent entry nor contracts, and copies the member ID', async ({
    page,
    skin,
    t,
    baseURL,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const member = await seededSession(baseURL!, skin, 'vipgold01', 'Player123');
    await skipAnnouncementPopup(page, member.username);
    const info = await call(baseURL!, skin, 'memberInfo', {}, member.token);
    await openAs(page, member);
    const toggle = page.getByRole('button', { name: t('header.accountMenu') });
    await expect(toggle).toBeVisible(FIRST_LOAD);
    await toggle.click();
    const expected = skin.menus.account
      .filter((item) => item !== 'agent' && item !== 'contracts')
      .map((item) => t(`accountMenu.${item}`));
    const items = page
      .locator(`#${(await toggle.getAttribute('aria-controls'))!.replace(/:/g, '\\:')}`)
      .locator('a, button');
    await expect(items).toHaveText(
      expected.map((text) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)),
    );
    if (skin.menus.account.includes('copyId')) {
      await page.getByRole('button', { name: t('accountMenu.copyId') }).click();
      await expect(page.getByRole('alertdialog').or(page.getByRole('dialog'))).toContainText(
        t('common.copySuccess'),
      );
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(String(info.id));
    } else {
      await expect(page.getByRole('button', { name: t('accountMenu.copyId') })).toHaveCount(0);
    }
  });

  test('gives an agent the agent entry to the agent centre, where the skin’s account menu has one', async ({
    page,
    skin,
    t,
    baseURL,
  }) => {
    const agent = await seededSession(baseURL!, skin, 'agent01', 'Agent123');
    await skipAnnouncementPopup(page, agent.username);
    await openAs(page, agent);
    await expect(page.getByRole('button', { name: t('header.accountMenu') })).toBeVisible(
      FIRST_LOAD,
    );
    await page.getByRole('button', { name: t('header.accountMenu') }).click();
    const entry = page.getByRole('link', { name: t('accountMenu.agent') });
    if (skin.menus.account.includes('agent')) {
      await expect(entry).toHaveAttribute('href', '/agentHome');
    } else {
      await expect(entry).toHaveCount(0);
    }
  });
});
