// A trial account and the money pages (spec 000 §6, spec 001 §4, §8): typing the address of the
// deposit, withdraw or wallet page shows the need-a-real-account notice instead of the page.
import { openMemberPage } from '../../member/member-support';
import { FLOW_TIMEOUT, seededSession, skipAnnouncementPopup } from '../../shell/shell-support';
import { expect, test } from '../../support/skin-test';

// Each test loads member pages several times; a loaded 2-core machine takes 10 s and more for one.
test.describe.configure({ timeout: FLOW_TIMEOUT * 2 });

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
