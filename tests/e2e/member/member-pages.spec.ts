// The member centre for every skin (spec 000 §2 member centre pages): each page the skin's menu
// lists renders its own content for player01 (no placeholder, no error, no endless loader) under
// one h1, its own name, with no serious or critical axe violation. The flows behind the pages are
// tested once, against the default skin (tests/e2e/once/member/).
import type { MemberPage } from '../../../engine';
import { seriousViolations } from '../support/axe';
import { seededSession, skipAnnouncementPopup } from '../support/shell-support';
import { titlesShown } from '../support/shown-text';
import { coveredOnce, expect, test } from '../support/skin-test';
import { openMemberPage } from './member-support';

coveredOnce('member menu, features and colours', (skin) => [skin.menus, skin.features, skin.theme]);

// Each half visits up to 7 pages and runs axe on each: three times the test budget.
test.slow();

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A text each page shows once its reads have answered, whatever player01's data; keyed by the page
 * ids, so a new member page does not compile until it says what it shows.
 */
const OWN_CONTENT: Record<MemberPage, string[]> = {
  securityCenter: ['member.memberId'],
  transferFund: ['wallet.transfer.wallets'],
  depositv2: ['wallet.deposit.history', 'common.noData'],
  withdraw: ['wallet.withdrawable'],
  transferUpline: ['wallet.paymentPassword'],
  personalHistoryCopy: ['records.vendor'],
  transactionHistory: ['records.type'],
  personalProfit: ['records.byDay', 'common.noData'],
  bonusDetails: ['records.bonusKind'],
  rewardCenter: ['rewards.endsAt', 'common.noData'],
  vip: ['vip.level'],
  referral: ['referral.recommenderId'],
  missionLeaderboard: ['rewards.score', 'common.noData'],
  messageV2: ['messages.markAllRead', 'member.messagesEmpty'],
  manualRebate: ['rebate.claim'],
  responsibleGaming: ['rg.setLimit'],
};

// Two halves of the menu, so CI's two workers share the pages.
for (const half of [0, 1] as const) {
  test(`every member page in the ${half === 0 ? 'first' : 'second'} half of the skin’s menu renders its own content without a serious axe violation`, async ({
    page,
    skin,
    t,
    baseURL,
  }) => {
    test.skip(!skin.features.memberCentre, `${skin.id} has no member centre`);
    const player = await seededSession(baseURL!, skin, 'player01', 'Player123');
    await skipAnnouncementPopup(page, player.username);
    // The menu lists the skin's pages until the gateway's member menu answers, then what it allows
    // this member: list it once that answer is on screen (two equal reads after it).
    const menuAnswered = page.waitForResponse((response) =>
      response.url().includes('/wps/member/menu'),
    );
    await openMemberPage(page, t, player, skin.menus.member[0]!);
    await menuAnswered;
    const menu = page.getByRole('navigation', { name: t('member.menu') });
    const readListed = () =>
      menu
        .getByRole('link')
        .evaluateAll((anchors) =>
          anchors.map((anchor) =>
            new URL((anchor as HTMLAnchorElement).href).searchParams.get('page')!,
          ),
        );
    let listed = await readListed();
    await expect
      .poll(
        async () => {
          const previous = listed.join();
          listed = await readListed();
          return listed.join() === previous;
        },
        { intervals: [300] },
      )
      .toBe(true);
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.filter((id) => !skin.menus.member.includes(id as never))).toEqual([]);
    const middle = Math.ceil(listed.length / 2);
    const mine = half === 0 ? listed.slice(0, middle) : listed.slice(middle);

    const problems: string[] = [];
    for (const memberPage of mine) {
      await menu.locator(`a[href="/member?page=${memberPage}"]`).click();
      if (memberPage === 'depositv2') {
        // The deposit is a sheet the page opens as it is reached (its flow: once/member/).
        const sheet = page.getByRole('dialog', { name: t('member.depositv2') });
        await expect(sheet.getByText(t('wallet.deposit.channel')).first()).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(sheet).toHaveCount(0);
      }
      const region = page.getByRole('region', { name: t(`member.${memberPage}`) });
      const texts = OWN_CONTENT[memberPage as MemberPage];
      await expect(
        region.getByText(new RegExp(texts.map((key) => escape(t(key))).join('|'))).first(),
        `${memberPage} shows ${texts.join(' or ')}`,
      ).toBeVisible();
      // One visible heading per page: the page's own name, not the centre's above it, and said
      // once: no table caption or heading under it repeats it (a caption that would is read by
      // screen readers only).
      await expect(page.getByRole('heading', { level: 1 }), `${memberPage}'s h1`).toHaveText([
        t(`member.${memberPage}`),
      ]);
      expect(
        await titlesShown(region, t(`member.${memberPage}`)),
        `${memberPage}'s name is shown once`,
      ).toBe(1);
      await expect(region.locator('[aria-busy="true"]')).toHaveCount(0);
      await expect(region.getByRole('alert')).toHaveCount(0);
      // The whole centre once (its menu), then each page's own section.
      const where = memberPage === mine[0] ? 'main' : 'main section[aria-labelledby]';
      const found = await seriousViolations(page, where);
      problems.push(...found.map((violation) => `${memberPage}: ${violation}`));
    }
    expect(problems).toEqual([]);
  });
}
