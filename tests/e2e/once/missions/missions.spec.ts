// Missions (spec 000 §2 missionLeaderboard): rounds on five different games finish the daily task;
// its claim credits the points once and the mission then reads claimed.
import { openMemberPage } from '../../member/member-support';
import { seriousViolations } from '../../support/axe';
import { call, freshPlayer, skipAnnouncementPopup } from '../../support/shell-support';
import { expect, test } from '../../support/skin-test';
import { FIRST_LOAD } from '../../support/waits';

test('a finished daily task is claimed once for its points', async ({
  page,
  skin,
  t,
  baseURL,
  devGateway,
}) => {
  const player = await freshPlayer(baseURL!, skin);
  await devGateway.post('credit', { username: player.username, amount: '50.00' });
  const { games } = await call(baseURL!, skin, 'gamesList', {
    gameType: 'RNG',
    gameClassify: 'SLOT',
  });
  for (const game of games.slice(0, 5)) {
    const launch = await call(baseURL!, skin, 'launchGame', { nodeId: game.nodeId }, player.token);
    expect((await fetch(`${launch.url}/round`, { method: 'POST' })).ok).toBe(true);
  }
  await skipAnnouncementPopup(page, player.username);
  const region = await openMemberPage(page, t, player, 'missionLeaderboard');
  const mission = region.locator('[data-mission="daily-games"]');
  await expect(mission).toContainText('5 / 5', FIRST_LOAD);
  expect(await seriousViolations(page)).toEqual([]);
  const before = (await call(baseURL!, skin, 'pointsBalance', {}, player.token)).points;
  await mission.getByRole('button', { name: new RegExp(`^${t('missions.claim')}`) }).click();
  await expect(mission.getByText(t('missions.claimed'), { exact: true })).toBeVisible();
  const { points } = await call(baseURL!, skin, 'pointsBalance', {}, player.token);
  expect(points).toBe(before + 50);
});
