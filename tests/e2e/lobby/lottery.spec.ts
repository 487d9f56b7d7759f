// The lottery pages (a lottery route sends a guest to /login) and, for a
// member, the games of the merchant's prize mode and ?gameCode launching one.
import { expect, test } from '../support/skin-test';
import { gateway, newPlayer, openAs, PAGE_LOAD, skipAnnouncementPopup } from './lobby-support';

test.describe('lottery', () => {
  for (const path of ['/lottery', '/seaLottery', '/vnLottery']) {
    test(`${path} sends a visitor to /login`, async ({ page, t }) => {
      await skipAnnouncementPopup(page);
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('dialog', { name: t('login.title') })).toBeVisible({
        timeout: PAGE_LOAD,
      });
    });
  }

  test('a member sees the lottery games of the prize mode and ?gameCode launches one', async ({
    page,
    skin,
    t,
    baseURL,
  }) => {
    const player = await newPlayer(baseURL!, skin);
    const elott = (
      await gateway(baseURL!, skin, 'gameVendors', { platform: 'html5-desktop' })
    ).data.lanes.find((lane) => lane.title === 'ELOTT');
    // Spec 001 §4: ELOTT when the ELOTT vendors include TCG_LOTTO_VN or LOTT.
    const mode = elott?.cards.some((card) => ['TCG_LOTTO_VN', 'LOTT'].includes(card.vassalage))
      ? 'ELOTT'
      : 'LOTT';
    const { list } = await gateway(baseURL!, skin, 'lotteryMenu', { prizeMode: mode });
    await openAs(page, player, '/lottery');
    await expect(page.getByRole('heading', { level: 1, name: t('lottery.title') })).toBeVisible({
      timeout: PAGE_LOAD,
    });
    await expect(page.getByText(t('lottery.prizeMode').replace('{{mode}}', mode))).toBeVisible();
    await expect(
      page.getByRole('list', { name: t('lottery.games') }).getByRole('listitem'),
    ).toHaveCount(list.length);

    await page.goto(`/lottery?gameCode=${encodeURIComponent(list[0]!.gameCode)}`);
    await expect(page.getByRole('dialog').locator('iframe')).toHaveAttribute(
      'src',
      /\/lgw\/game-page\//,
      { timeout: PAGE_LOAD },
    );
    expect(new URL(page.url()).searchParams.has('gameCode')).toBe(false);
  });
});
