// A trial account and the money pages (spec 000 §6, spec 001 §4, §8): typing the address of the
// deposit, withdraw or wallet page shows the need-a-real-account notice instead of the page.
import { openMemberPage } from '../../member/member-support';
import { seededSession, skipAnnouncementPopup } from '../../support/shell-support';
import { expect, test } from '../../support/skin-test';

test('a trial account typing the deposit, withdraw or wallet address gets the need-a-real-account notice', async ({
  page,
  skin,
  t,
  baseURL,
}) => {
  const trial = await seededSession(baseURL!, skin, 'trial0001', 'Player123');
  await skipAnnouncementPopup(page, trial.username);
  for (const memberPage of ['depositv2', 'withdraw', 'transferFund']) {
    const region = await openMemberPage(page, t, trial, memberPage);
    await expect(region.getByRole('alert')).toContainText(t('trial.message'));
    await expect(region.getByRole('button', { name: t('wallet.deposit.submit') })).toHaveCount(0);
    await expect(region.getByRole('textbox')).toHaveCount(0);
  }
});
