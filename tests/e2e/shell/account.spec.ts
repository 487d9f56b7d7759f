// The member centre's menu (spec 000 §2, §6) as the skin lists it: its member pages with badges,
// the account and its change-password button.
import { FEATURES, memberPageFeature } from '../../../engine';
import { call, freshPlayer, openAs, skipAnnouncementPopup } from '../support/shell-support';
import { coveredOnce, expect, test } from '../support/skin-test';
import { FIRST_LOAD } from '../support/waits';

coveredOnce('menus and features', (skin) => [skin.menus, skin.features]);

test.describe('the member centre', () => {
  test('lists the skin’s member pages with badges, the account and its change-password button', async ({
    page,
    skin,
    t,
    baseURL,
  }) => {
    const player = await freshPlayer(baseURL!, skin);
    await skipAnnouncementPopup(page, player.username);
    const { list } = await call(baseURL!, skin, 'memberMenu', {}, player.token);
    await openAs(page, player, '/member');
    const menu = page.getByRole('navigation', { name: t('member.menu') });
    await expect(menu).toBeVisible(FIRST_LOAD);
    // A page whose own feature the skin switches off (VIP, referral) is left out of the menu.
    const offered = (memberPage: string) => {
      const feature = memberPageFeature(memberPage);
      // The skin's setting for it (`features.vip`), read by the path the registry names.
      const path = feature ? FEATURES[feature].setting.path : undefined;
      return (
        !path || path.split('.').reduce<unknown>((at, key) => (at as never)?.[key], skin) === true
      );
    };
    const pages = skin.menus.member.filter(
      (memberPage) => offered(memberPage) && list.some((item) => item.page === memberPage),
    );
    await expect(menu.getByRole('link')).toHaveCount(pages.length);
    for (const [index, memberPage] of pages.entries()) {
      const badge = list.find((item) => item.page === memberPage)!.badge;
      const shows =
        ['missionLeaderboard', 'messageV2', 'rewardCenter'].includes(memberPage) && badge > 0;
      await expect(menu.getByRole('link').nth(index)).toHaveText(
        shows ? `${t(`member.${memberPage}`)}${badge}` : t(`member.${memberPage}`),
      );
    }

    await expect(
      page.getByRole('heading', { level: 1, name: t('member.securityCenter') }),
    ).toBeVisible();
    await expect(page.getByText(player.username, { exact: true }).first()).toBeVisible();
    await page.getByRole('button', { name: t('changePassword.title') }).click();
    await expect(page.getByRole('dialog', { name: t('changePassword.title') })).toBeVisible();
  });
});
