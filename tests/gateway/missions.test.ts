// Missions from real plays (gateway README "Missions"): five different games played today reach the
// daily task; its points are credited once, however many claims arrive at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPlayer, type TestPlayer } from './support/players';
import { failure, startTestGateway, type TestGateway } from './support/test-gateway';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway();
});

afterAll(async () => {
  await gateway?.close();
});

/** One round on each of `count` different slot games. */
async function playGames(player: TestPlayer, count: number): Promise<void> {
  const { games } = await player.client.call('gamesList', {
    gameType: 'RNG',
    gameClassify: 'SLOT',
  });
  for (const game of games.slice(0, count)) {
    const launch = await player.client.call('launchGame', { nodeId: game.nodeId });
    await fetch(`${launch.url}/round`, { method: 'POST' });
  }
}

const daily = async (player: TestPlayer) =>
  (await player.client.call('missions')).list.find((mission) => mission.id === 'daily-games')!;

describe('missions', () => {
  it('counts different games played today toward the daily task', async () => {
    const player = await newPlayer(gateway, { credit: '100' });
    await playGames(player, 3);
    expect(await daily(player)).toMatchObject({
      progress: '3',
      target: '5',
      status: 'inProgress',
    });
    const early = await failure(player.client.call('missionClaim', { missionId: 'daily-games' }));
    expect([early.code, early.message]).toEqual([
      'CONFLICT',
      'Mission daily-games cannot be claimed: it is at 3 of 5.',
    ]);
  });

  it('credits a finished mission’s points once under 20 parallel claims', async () => {
    const player = await newPlayer(gateway, { credit: '100' });
    await playGames(player, 5);
    expect((await daily(player)).status).toBe('claimable');
    const before = (await player.client.call('pointsBalance')).points;
    const answers = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        player.client.call('missionClaim', { missionId: 'daily-games' }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 'fulfilled')).toHaveLength(1);
    expect((await player.client.call('pointsBalance')).points).toBe(before + 50);
    expect((await daily(player)).status).toBe('claimed');
    expect((await player.client.call('pointsDetail', {})).list[0]).toMatchObject({
      changedPoints: 50,
      type: 'EARN',
      remark: 'Mission daily-games',
    });
  });

  it('badges missionLeaderboard with the claimable missions (spec 000 §2 badges)', async () => {
    const player = await newPlayer(gateway, { credit: '100' });
    const badge = async () =>
      (await player.client.call('memberMenu')).list.find(
        (item) => item.page === 'missionLeaderboard',
      )?.badge;
    expect(await badge()).toBe(0);
    await playGames(player, 5);
    expect(await badge()).toBe(1);
    await player.client.call('missionClaim', { missionId: 'daily-games' });
    expect(await badge()).toBe(0);
  });

  it('names an unknown mission', async () => {
    const player = await newPlayer(gateway);
    const unknown = await failure(player.client.call('missionClaim', { missionId: 'nope' }));
    expect([unknown.code, unknown.message]).toEqual(['NOT_FOUND', 'No mission nope.']);
  });
});
