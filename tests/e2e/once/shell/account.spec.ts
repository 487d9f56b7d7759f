// Logout, the socket and platform messages (spec 000 §2, §4, §6), on the default skin, each with a
// player of its own: logout asks (cancel keeps the session; confirm clears it but for the merchant
// code and goes to /); the socket's forced logout (the /__dev kick) signs the player out with a
// message; a balance credit and a new message reach the page live; a message opened is marked
// read.
import {
  call,
  freshPlayer,
  openAs,
  skipAnnouncementPopup,
  socketReady,
} from '../../support/shell-support';
import { expect, test } from '../../support/skin-test';
import { FIRST_LOAD } from '../../support/waits';

test.describe('logout', () => {
  test('asks first: cancel keeps the session, confirm clears it but for the merchant code and goes to /', async ({
    page,
    skin,
    t,
    baseURL,
  }) => {
    const player = await freshPlayer(baseURL!, skin);
    await skipAnnouncementPopup(page, player.username);
    await openAs(page, player, '/help');
    const accountMenu = page.getByRole('button', { name: t('header.accountMenu') });
    await expect(accountMenu).toBeVisible(FIRST_LOAD);
    await accountMenu.click();
    await page.getByRole('button', { name: t('accountMenu.signOut') }).click();
    const confirm = page.getByRole('alertdialog', { name: t('logout.title') });
    await expect(confirm).toContainText(t('logout.confirm'));
    await confirm.getByRole('button', { name: t('logout.cancel') }).click();
    await expect(confirm).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBe(player.token);
    await expect(page).toHaveURL(/\/help$/);

    await accountMenu.click();
    await page.getByRole('button', { name: t('accountMenu.signOut') }).click();
    await page
      .getByRole('alertdialog', { name: t('logout.title') })
      .getByRole('button', { name: t('logout.ok') })
      .click();
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole('banner').getByRole('button', { name: t('header.login'), exact: true }),
    ).toBeVisible();
    const stored = await page.evaluate(() =>
      Object.fromEntries(
        Object.keys(sessionStorage).map((key) => [key, sessionStorage.getItem(key)]),
      ),
    );
    expect(stored.merchantCode).toBe(skin.merchantCode);
    // Nothing of the account is left (what the home caches again after it, like the vendors, is not
    // the account's).
    expect(
      Object.keys(stored).filter((key) =>
        [
          'token',
          'account',
          'nickname',
          'username',
          'customerId',
          'isAgent',
          'memberType',
          'USER_POPUP',
        ].includes(key),
      ),
    ).toEqual([]);
    // The server ended the session too.
    await expect(call(baseURL!, skin, 'memberInfo', {}, player.token)).rejects.toMatchObject({
      code: 'TOKEN_INVALID',
    });
  });
});

test.describe('the socket', () => {
  test('signs the player out with a message when the site ends the session', async ({
    page,
    skin,
    t,
    baseURL,
    devGateway,
  }) => {
    const player = await freshPlayer(baseURL!, skin);
    await skipAnnouncementPopup(page, player.username);
    const listening = socketReady(page);
    await openAs(page, player);
    await expect(
      page.getByRole('banner').getByRole('group', { name: t('header.balance') }),
    ).toBeVisible(FIRST_LOAD);
    // The kick reaches the sockets open at that moment: this page's, once it has said hello.
    await listening;
    await devGateway.post('kick', { username: player.username });
    await expect(page.getByRole('alertdialog').or(page.getByRole('dialog'))).toContainText(
      t('logout.forcedKicked'),
      FIRST_LOAD,
    );
    await expect(
      page.getByRole('banner').getByRole('button', { name: t('header.login'), exact: true }),
    ).toBeVisible();
    expect(
      await page.evaluate(() => [
        sessionStorage.getItem('token'),
        sessionStorage.getItem('merchantCode'),
      ]),
    ).toEqual([null, skin.merchantCode]);
  });

  test('updates the balance and the unread count as they change', async ({
    page,
    skin,
    t,
    baseURL,
    devGateway,
  }) => {
    const player = await freshPlayer(baseURL!, skin);
    await skipAnnouncementPopup(page, player.username);
    const listening = socketReady(page);
    await openAs(page, player);
    const output = page
      .getByRole('banner')
      .getByRole('group', { name: t('header.balance') })
      .locator('output');
    await expect(output).toHaveText(/0[.,]00$/, FIRST_LOAD);
    await listening;
    await devGateway.post('credit', { username: player.username, amount: '25.50' });
    await expect(output).toHaveText(/25[.,]50$/, FIRST_LOAD);

    await devGateway.post('messages', { username: player.username, title: 'Shell socket test' });
    await page.getByRole('button', { name: t('header.accountMenu') }).click();
    await expect(
      page.getByRole('link', { name: new RegExp(`^${t('accountMenu.messageV2')} \\(\\d+\\)$`) }),
    ).toBeVisible(FIRST_LOAD);
  });
});

test.describe('the member centre', () => {
  test('shows platform messages and marks one read when it is opened', async ({
    page,
    skin,
    t,
    baseURL,
    devGateway,
  }) => {
    const player = await freshPlayer(baseURL!, skin);
    await skipAnnouncementPopup(page, player.username);
    await devGateway.post('messages', {
      username: player.username,
      title: 'Welcome to the shell',
      content: '<p>Read me</p>',
    });
    await openAs(page, player, '/member?page=messageV2');
    await expect(page.getByRole('heading', { level: 1, name: t('member.messageV2') })).toBeVisible(
      FIRST_LOAD,
    );
    const message = page.getByRole('group').filter({ hasText: 'Welcome to the shell' });
    await expect(message).toContainText(t('member.unread'));
    const read = page.waitForResponse((response) => response.url().includes('/wps/message/read'));
    await message.getByText('Welcome to the shell').click();
    expect((await read).ok()).toBe(true);
    await expect(message).toContainText('Read me');
    await expect(message).not.toContainText(t('member.unread'));
  });
});
