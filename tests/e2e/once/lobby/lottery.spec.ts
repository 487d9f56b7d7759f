// The lottery pages: a lottery route sends a guest to /login; a member sees the games of the
// merchant's prize mode, and ?gameCode launches one.
import { gateway, newPlayer, openAs, skipAnnouncementPopup } from '../../support/lobby-support';
import { expect, test } from '../../support/skin-test';
import { FIRST_LOAD, FIRST_LOAD_MS } from '../../support/waits';

test.describe('lottery', () => {
  for (const path of ['/lottery', '/seaLottery', '/vnLottery']) {
    test(`${path} sends a visitor to /login`, async ({ page, t }) => {
      await skipAnnouncementPopup(page);
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('dialog', { name: t('login.title') })).toBeVisible({
        timeout: FIRST_LOAD_MS,
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
      timeout: FIRST_LOAD_MS,
    });
    await expect(page.getByText(t('lottery.prizeMode').replace('{{mode}}', mode))).toBeVisible();
    await expect(
      page.getByRole('list', { name: t('lottery.games') }).getByRole('listitem'),
    ).toHaveCount(list.length);

    await page.goto(`/lottery?gameCode=${encodeURIComponent(list[0]!.gameCode)}`);
    await expect(page.getByRole('dialog').locator('iframe')).toHaveAttribute(
      'src',
      /\/lgw\/game-page\//,
      FIRST_LOAD,
    );
    expect(new URL(page.url()).searchParams.has('gameCode')).toBe(false);
  });
});
