// A claimed reward arrives in the header's balance (the brand lobby's moments): the VIP level-up
// bonus, claimed on its page, flies into the balance as a chip and the balance counts up to the
// gateway's new figure, said once to screen readers; under reduced motion the figure just changes
// and the same sentence is said. Every claim that credits the main wallet goes through the same
// hook (src/features/session/credit-moment.ts); the VIP claim stands for them here.
import type { Page } from '@playwright/test';
import { headerBalance, openMemberPage } from '../../member/member-support';
import { fill, freshPlayer, skipAnnouncementPopup } from '../../support/shell-support';
import { expect, test } from '../../support/skin-test';
import { FIRST_LOAD } from '../../support/waits';

/** Counts every credit chip the page ever sets flying, however briefly it flies. */
async function countChips(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const seen = new Set<Element>();
    (window as unknown as { creditChips: Set<Element> }).creditChips = seen;
    new MutationObserver(() => {
      for (const chip of document.querySelectorAll('[data-credit-moment][data-flying]')) {
        seen.add(chip);
      }
    }).observe(document.body, { childList: true, subtree: true, attributes: true });
  });
  return () =>
    page.evaluate(() => (window as unknown as { creditChips: Set<Element> }).creditChips.size);
}

for (const motion of ['no-preference', 'reduce'] as const) {
  test(`a claimed VIP bonus lands in the header balance at the gateway’s figure (${motion === 'reduce' ? 'reduced motion: no flight' : 'with its flight'})`, async ({
    page,
    skin,
    t,
    baseURL,
    devGateway,
  }) => {
    await page.emulateMedia({ reducedMotion: motion });
    const player = await freshPlayer(baseURL!, skin);
    await devGateway.post('credit', { username: player.username, amount: '2000.00' });
    await devGateway.post('play', { username: player.username, stake: '2000.00', win: '2000.00' });
    await skipAnnouncementPopup(page, player.username);
    const region = await openMemberPage(page, t, player, 'vip');
    const balance = headerBalance(page, t).locator('output');
    await expect(balance).toHaveText(/2[.,]?000[.,]00/, FIRST_LOAD);
    const chips = await countChips(page);

    await region.getByRole('button', { name: fill(t('vip.claimLevel'), { level: '1' }) }).click();

    // Once, politely: the credit and the new balance, as the gateway answered them.
    const sentence = t('header.creditedBalance').split('{{amount}}')[1]!.split('{{balance}}')[0]!;
    const said = page.getByRole('banner').getByRole('status').filter({ hasText: sentence.trim() });
    await expect(said).toHaveText(/10[.,]00.*2[.,]?010[.,]00/);
    await expect(balance).toHaveText(/2[.,]?010[.,]00/);
    await expect(balance).toHaveAttribute('aria-live', 'polite');
    expect(await chips()).toBe(motion === 'reduce' ? 0 : 1);
    await expect(page.locator('[data-credit-moment]')).toHaveCount(0);
  });
}
