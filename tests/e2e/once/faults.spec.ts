// What a player sees when the gateway fails (spec 000 §8): a server failure says 'Unknown error', a
// call that hangs says 'The page took longer time to load, please check your network
// connectivity' once the skin's timeout passes (the page's clock is moved, nothing waits), and a
// dropped connection says 'Network link is abnormal, please try again'. The form keeps what was
// typed, the page stays up and the next try works — for a login, a read (the games list) and a
// money action (a deposit order). The faults are this test's own dev switches.
import type { Page } from '@playwright/test';
import { categoryPath } from '../../../engine';
import type { Fault } from '../../../gateway/dev/dev-state';
import { cashierPlayer, openDeposit } from '../member/member-support';
import { expectLoggedOut, openModalPage } from '../support/auth-steps';
import { skipAnnouncementPopup } from '../support/lobby-support';
import { expect, test } from '../support/skin-test';
import { FIRST_LOAD, LIVE_PAGE } from '../support/waits';

/** A fault as the dev switch takes it, the message the player reads, and the page's clock. */
interface FaultCase {
  name: string;
  fault: (timeoutMs: number) => Fault;
  messageKey: string;
  /** A stall is ended by moving the page's clock past the skin's timeout. */
  stall: boolean;
}

const FAULTS: FaultCase[] = [
  { name: 'a 500', fault: () => ({ status: 500 }), messageKey: 'error.unknown', stall: false },
  {
    name: 'a 60-second stall',
    fault: () => ({ delayMs: 60_000 }),
    messageKey: 'error.timeout',
    stall: true,
  },
  {
    name: 'a dropped connection',
    fault: () => ({ drop: true }),
    messageKey: 'error.network',
    stall: false,
  },
];

/** The site is still there, no white screen: its header with the brand, and its main landmark. */
async function expectPageUp(page: Page): Promise<void> {
  await expect(page.getByRole('banner').getByRole('link').first()).toBeVisible();
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
}

for (const { name, fault, messageKey, stall } of FAULTS) {
  test(`login: ${name} shows its message, keeps the name and password, and the site stays up`, async ({
    page,
    skin,
    t,
    devSwitches,
  }) => {
    if (stall) await page.clock.install();
    const dialog = await openModalPage(page, t, '/login');
    // Switched on once the form is up, so only the submit meets it.
    await devSwitches.fault('login', fault(skin.api.timeoutMs));
    const username = dialog.getByRole('textbox', { name: t('login.username'), exact: true });
    const password = dialog.getByRole('textbox', { name: t('login.password'), exact: true });
    await username.fill('player01');
    await password.fill('Player123');
    const sent = page.waitForRequest((request) => request.url().includes('/wps/member/login'));
    await dialog.getByRole('button', { name: t('login.submit'), exact: true }).click();
    await sent;
    if (stall) await page.clock.fastForward(skin.api.timeoutMs + 1_000);
    await expect(dialog.getByRole('alert')).toHaveText(t(messageKey));
    await expect(username).toHaveValue('player01');
    await expect(password).toHaveValue('Player123');
    await expectLoggedOut(page);
    await expectPageUp(page);
  });

  test(`games list: ${name} shows its message in the lobby, keeps the site up, and Retry loads the games`, async ({
    page,
    skin,
    t,
    devSwitches,
  }) => {
    const category = skin.categories[0]!;
    await devSwitches.fault('gamesList', fault(skin.api.timeoutMs));
    await skipAnnouncementPopup(page);
    if (stall) await page.clock.install();
    const asked = page.waitForRequest((request) => request.url().includes('/lgw/games'));
    await page.goto(categoryPath(category));
    await asked;
    if (stall) {
      // The page's entry sends the first games request before the runtime has loaded (an early
      // read); the client's timeout runs from when the lobby takes it up, its grid waiting (the
      // first view's grid waits too, from the start: the live page's is the one that counts).
      await expect(page.locator(`${LIVE_PAGE} main ul[aria-busy="true"]`)).toBeVisible(FIRST_LOAD);
      await page.clock.fastForward(skin.api.timeoutMs + 1_000);
    }
    const notice = page.getByRole('main').getByRole('alert');
    // A dropped read is tried twice more before the player is told (src/lib/api/retry-policy.ts).
    await expect(notice).toContainText(t(messageKey), FIRST_LOAD);
    await expectPageUp(page);

    await devSwitches.clearFault('gamesList');
    await notice.getByRole('button', { name: t('common.retry') }).click();
    await expect(notice).toHaveCount(0, FIRST_LOAD);
    await expect(page.getByRole('main').getByRole('heading', { level: 3 }).first()).toBeVisible();
  });

  test(`deposit: ${name} shows its message, keeps the amount, makes no order, and the site stays up`, async ({
    page,
    skin,
    t,
    baseURL,
    devGateway,
    devSwitches,
  }) => {
    const player = await cashierPlayer(baseURL!, skin, devGateway);
    await skipAnnouncementPopup(page, player.username);
    if (stall) await page.clock.install();
    const region = await openDeposit(page, t, player);
    // Switched on once the page is up, so only the order meets it.
    await devSwitches.fault('createDeposit', fault(skin.api.timeoutMs));
    const amount = region.getByRole('textbox', { name: /\(/ });
    await amount.fill('123.45');
    const sent = page.waitForRequest((request) => request.url().includes('/wps/deposit/orders'));
    await region.getByRole('button', { name: t('wallet.deposit.submit') }).click();
    await sent;
    if (stall) await page.clock.fastForward(skin.api.timeoutMs + 1_000);
    await expect(region.getByRole('alert')).toHaveText(t(messageKey));
    await expect(amount).toHaveValue('123.45');
    await expect(region.getByRole('link', { name: t('wallet.deposit.pay') })).toHaveCount(0);
    await expectPageUp(page);
  });
}
