// The regional dictionary's Zalo reward line (spec 000 §9 "Zalo reward up to 131K"): the promotions
// page shows it for a skin that sets `rewards.zalo`, and no other skin shows it.
import { skipAnnouncementPopup } from '../support/shell-support';
import { coveredOnce, expect, test } from '../support/skin-test';
import { FIRST_LOAD } from '../support/waits';

coveredOnce('rewards settings', (skin) => skin.rewards);

test('the promotions page shows the Zalo reward line only when the skin sets it', async ({
  page,
  skin,
  t,
}) => {
  await skipAnnouncementPopup(page);
  await page.goto('/promotions');
  await expect(page.getByRole('heading', { name: t('promotion.title'), level: 1 })).toBeVisible(
    FIRST_LOAD,
  );
  await expect(page.getByText(t('rewards.zalo'))).toHaveCount(skin.rewards.zalo ? 1 : 0);
});
