// The announcement popup shows once per tab on the home (spec 000 §4) and covers what is under it.
// Specs that are not about it mark it closed before any page loads, as the site itself does after
// the player closes it: the visitor's flag, and the account's when one is given.
import type { Page } from '@playwright/test';

export async function skipAnnouncementPopup(page: Page, account = ''): Promise<void> {
  await page.addInitScript((user) => {
    // The script runs in every frame; a sandboxed game frame has no storage.
    try {
      sessionStorage.setItem('ANONYMOUS_POPUP', '1');
      if (user) sessionStorage.setItem('USER_POPUP', user);
    } catch {
      // Not the site's frame.
    }
  }, account);
}
