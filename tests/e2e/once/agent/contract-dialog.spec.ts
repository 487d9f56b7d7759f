// The contract dialog as one of the shell's modals (spec 000 §2 "a contract dialog (logged-in
// only)", spec 001 §2, §4 "Contract requests"): an agent on the player site is told the moment its
// upline offers a contract (the socket's `contract` event), a request that waited while it was away
// opens the dialog as it arrives (the consolidated read), closing it keeps it closed on a reload
// of the same requests, and the account menu opens it again with the count of what waits.
import type { ApiClient, ResolvedSkin } from '../../../../engine';
import { seriousViolations } from '../../support/axe';
import {
  gatewayClient,
  openAs,
  seededSession,
  skipAnnouncementPopup,
  type Player,
} from '../../support/shell-support';
import { expect, test } from '../../support/skin-test';
import { FIRST_LOAD } from '../../support/waits';

let counter = 0;

/** A fresh downline agent of agent01, signed in, and agent01's client to offer it contracts. */
async function downlineAgent(
  baseURL: string,
  skin: ResolvedSkin,
): Promise<{ upline: ApiClient; agent: Player }> {
  const upline = await seededSession(baseURL, skin, 'agent01', 'Agent123');
  const uplineClient = gatewayClient(baseURL, skin, upline.token);
  const username = `cd${Date.now() % 1_000_000}${(counter += 1)}`;
  await uplineClient.call('registerDownline', {
    username,
    password: 'Player123',
    confirmPassword: 'Player123',
    accountType: 'agent',
  });
  return { upline: uplineClient, agent: await seededSession(baseURL, skin, username, 'Player123') };
}

test('an offer made while the agent is on the player site opens the dialog at once, where it is accepted', async ({
  page,
  skin,
  baseURL,
  t,
}) => {
  const { upline, agent } = await downlineAgent(baseURL!, skin);
  await skipAnnouncementPopup(page, agent.username);
  const socketReady = page.waitForEvent('websocket');
  await openAs(page, agent);
  await expect(page.getByRole('button', { name: t('header.accountMenu') })).toBeVisible(FIRST_LOAD);
  const socket = await socketReady;
  await socket.waitForEvent('framereceived', (frame) => String(frame.payload).includes('ready'));
  const dialog = page.getByRole('dialog', { name: t('contractDialog.title') });
  await expect(dialog).toHaveCount(0);

  await upline.call('contractOffer', { downline: agent.username, kind: 'dividend', rate: '3' });
  const offer = dialog.getByRole('listitem', { name: `${t('contractKind.dividend')} · 3 %` });
  await expect(offer).toBeVisible();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await offer.getByRole('button', { name: t('contract.accept') }).click();
  await expect(dialog.getByRole('status')).toHaveText(t('contractDialog.accepted'));
});

test('a request that waited opens the dialog on arrival; once closed, the account menu opens it again with the count', async ({
  page,
  skin,
  baseURL,
  t,
}) => {
  const { upline, agent } = await downlineAgent(baseURL!, skin);
  await upline.call('contractOffer', { downline: agent.username, kind: 'dailySalary', rate: '1' });
  await skipAnnouncementPopup(page, agent.username);
  await openAs(page, agent);
  const dialog = page.getByRole('dialog', { name: t('contractDialog.title') });
  await expect(dialog).toBeVisible(FIRST_LOAD);
  await expect(
    dialog.getByRole('listitem', { name: `${t('contractKind.dailySalary')} · 1 %` }),
  ).toBeVisible();
  await dialog.getByRole('button', { name: t('common.close') }).click();
  await expect(dialog).toHaveCount(0);

  // The same request does not open it again on a reload of this session.
  await page.reload();
  const toggle = page.getByRole('button', { name: t('header.accountMenu') });
  await expect(toggle).toBeVisible(FIRST_LOAD);
  await toggle.click();
  await page
    .getByRole('button', { name: t('accountMenu.contractsPending').replace('{{count}}', '1') })
    .click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: t('contract.accept') })).toBeVisible();
});
