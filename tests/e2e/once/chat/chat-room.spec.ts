// The chat room (spec 000 §2 "Modals": a chat room; spec 001 §7 live chat model list and chat
// launch; spec 001 §9 the 440×750 customer-service window): the footer opens the chat room, the
// chosen model's chat page opens in the service window, and over the gateway's WebSocket the
// player's message reaches the dev operator page and the operator's answer comes back.
import { seriousViolations } from '../../support/axe';
import { freshPlayer, openAs } from '../../support/shell-support';
import { expect, test } from '../../support/skin-test';
import { FIRST_LOAD } from '../../support/waits';

test('a chat message reaches the operator page and the answer comes back', async ({
  page,
  context,
  skin,
  t,
  baseURL,
}) => {
  const player = await freshPlayer(baseURL!, skin);
  await openAs(page, player, '/help');
  const entry = page.getByRole('contentinfo').getByRole('button', { name: t('chat.title') });
  await expect(entry).toBeVisible(FIRST_LOAD);
  await entry.click();
  const room = page.getByRole('dialog', { name: t('chat.title') });
  const support = room
    .getByRole('list', { name: t('chat.choose') })
    .getByRole('button')
    .first();
  await expect(support).toBeVisible(FIRST_LOAD);
  await expect(room.getByText(t('chat.choose'))).toBeVisible();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);

  const operator = await context.newPage();
  await operator.goto('/__dev/chat');
  await expect(operator.getByRole('status')).toContainText('Connected');

  const opened = page.waitForEvent('popup');
  await support.click();
  const chat = await opened;
  await chat.waitForURL(/\/lgw\/chat-page\?ticket=/);
  await expect(room).toBeHidden();
  await expect
    .poll(() => chat.evaluate(() => [window.outerWidth, window.outerHeight]))
    .toEqual([440, 750]);
  const send = chat.getByRole('button', { name: t('chat.send') });
  await expect(send).toBeEnabled(FIRST_LOAD);
  expect(await seriousViolations(chat)).toEqual([]);

  await chat.getByRole('textbox', { name: t('chat.placeholder') }).fill('Where is my deposit?');
  await send.click();
  const log = chat.getByRole('list', { name: t('chat.title') });
  await expect(log).toContainText('Where is my deposit?');

  const conversation = operator.getByRole('region', { name: new RegExp(player.username) });
  await expect(conversation).toContainText('Where is my deposit?');
  await conversation.getByRole('textbox').fill('It arrived a minute ago.');
  await conversation.getByRole('button', { name: 'Send' }).click();
  await expect(log.getByRole('listitem').last()).toHaveText(
    `${t('chat.agent')}: It arrived a minute ago.`,
  );
});

test('with the chat feature off the footer offers no chat room', async ({
  page,
  t,
  devSwitches,
}) => {
  await devSwitches.module('LIVECHAT3', false);
  await page.goto('/help');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: t('feedback.link') })).toBeVisible(FIRST_LOAD);
  await expect(footer.getByRole('button', { name: t('chat.title') })).toHaveCount(0);
});
