// The points mall's redeems are settled (gateway README "The points mall"): in process until the
// merchant decides (a dev switch) or its minutes pass (approved); a rejection gives the points and
// the stock back. Points come from real plays, one per currency unit of valid bet.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moneyCents } from '../../engine';
import { newPlayer, type TestPlayer } from './support/players';
import { failure, startTestGateway, type TestGateway } from './support/test-gateway';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway();
});

afterAll(async () => {
  await gateway?.close();
});

/** A fresh player with a transaction password and some points from the dev switch. */
async function playerWithPoints(points: number): Promise<TestPlayer> {
  const player = await newPlayer(gateway, { paymentPassword: '123456' });
  await gateway.dev('POST', 'points', { username: player.username, points });
  return player;
}

async function redeemCheapest(player: TestPlayer) {
  const [goods] = (await player.client.call('pointsRewards')).list;
  const redeemed = await player.client.call('redeem', {
    goodsId: goods.id,
    quantity: 2,
    paymentPassword: '123456',
  });
  return { goods, redeemed };
}

describe('the points mall', () => {
  it('refuses converting below the merchant’s minimum in the reader’s language', async () => {
    const player = await playerWithPoints(1200);
    const refusals = await Promise.all(
      (['en', 'pt'] as const).map(async (language) => {
        const client = gateway.client({ token: player.token, language });
        const refused = await failure(
          client.call('convertPoints', { points: 99, paymentPassword: '123456' }),
        );
        return [refused.code, refused.message];
      }),
    );
    // The page says the same (engine convertProblem, catalogue points.convertProblem.belowMinimum).
    expect(refusals).toEqual([
      ['BAD_REQUEST', 'Convert at least 100 points.'],
      ['BAD_REQUEST', 'Converta no mínimo 100 pontos.'],
    ]);
  });

  it('credits points from the dev switch on a line of their own', async () => {
    const player = await playerWithPoints(1200);
    expect(await player.client.call('pointsBalance')).toEqual({ points: 1200 });
    expect((await player.client.call('pointsDetail', {})).list[0]).toMatchObject({
      changedPoints: 1200,
      pointsBalance: 1200,
      type: 'ADJUST',
      status: 'done',
      remark: 'Dev credit',
    });
  });

  it('keeps a redeem in process until the dev switch approves it', async () => {
    const player = await playerWithPoints(2000);
    const { goods, redeemed } = await redeemCheapest(player);
    expect(redeemed).toMatchObject({ points: 2000 - 2 * goods.points, status: 'in process' });
    expect((await player.client.call('pointsDetail', {})).list[0]).toMatchObject({
      changedPoints: -2 * goods.points,
      type: 'REDEEM',
      status: 'in process',
    });
    const decided = await gateway.dev('POST', 'redeems', {
      username: player.username,
      decision: 'approve',
    });
    expect(decided).toEqual({ decided: [redeemed.redeemId], decision: 'approve' });
    expect((await player.client.call('redeemList', {})).list[0]).toMatchObject({
      id: redeemed.redeemId,
      quantity: 2,
      points: 2 * goods.points,
      status: 'approved',
    });
    expect((await player.client.call('pointsDetail', {})).list[0].status).toBe('done');
    expect(await player.client.call('pointsBalance')).toEqual({ points: 2000 - 2 * goods.points });
  });

  it('gives the points and the stock back when the dev switch rejects a redeem', async () => {
    const player = await playerWithPoints(2000);
    const { goods, redeemed } = await redeemCheapest(player);
    await gateway.dev('POST', 'redeems', {
      username: player.username,
      decision: 'reject',
      redeemId: redeemed.redeemId,
    });
    expect((await player.client.call('redeemList', {})).list[0].status).toBe('rejected');
    expect(await player.client.call('pointsBalance')).toEqual({ points: 2000 });
    const [refund, spent] = (await player.client.call('pointsDetail', {})).list;
    expect(refund).toMatchObject({
      changedPoints: 2 * goods.points,
      pointsBalance: 2000,
      type: 'ADJUST',
      remark: `Redeem ${redeemed.redeemId} rejected: points returned`,
    });
    expect(spent).toMatchObject({ type: 'REDEEM', status: 'rejected' });
    const stock = (await player.client.call('pointsRewards')).list.find(
      (row) => row.id === goods.id,
    )?.stock;
    expect(stock).toBe(goods.stock);
  });

  it('approves a redeem nobody decided once the merchant’s ten minutes have passed', async () => {
    const player = await playerWithPoints(1000);
    const { redeemed } = await redeemCheapest(player);
    gateway.clock.advance(9 * 60_000);
    expect((await player.client.call('redeemList', {})).list[0].status).toBe('in process');
    gateway.clock.advance(60_000);
    expect((await player.client.call('redeemList', {})).list[0]).toMatchObject({
      id: redeemed.redeemId,
      status: 'approved',
    });
  });

  it('refuses to decide a redeem that is no longer in process, naming it', async () => {
    const player = await playerWithPoints(1000);
    const { redeemed } = await redeemCheapest(player);
    await gateway.dev('POST', 'redeems', { username: player.username, decision: 'approve' });
    const again = await gateway
      .dev('POST', 'redeems', {
        username: player.username,
        decision: 'reject',
        redeemId: redeemed.redeemId,
      })
      .then(
        () => 'decided',
        (error: Error) => error.message,
      );
    expect(again).toBe(
      `/__dev/redeems answered 404: No redeem ${redeemed.redeemId} in process for ${player.username}.`,
    );
  });

  it('refuses a redeem beyond the points, spending nothing', async () => {
    const player = await playerWithPoints(600);
    const [goods] = (await player.client.call('pointsRewards')).list;
    const refused = await failure(
      player.client.call('redeem', { goodsId: goods.id, quantity: 2, paymentPassword: '123456' }),
    );
    expect([refused.code, refused.message]).toEqual(['INSUFFICIENT_FUNDS', 'Not enough points.']);
    expect(await player.client.call('pointsBalance')).toEqual({ points: 600 });
    expect((await player.client.call('redeemList', {})).list).toEqual([]);
  });

  it('earns a point per currency unit of valid bet from a round on the game page', async () => {
    const player = await newPlayer(gateway, { credit: '50' });
    const [game] = (
      await player.client.call('gamesList', { gameType: 'RNG', gameClassify: 'SLOT' })
    ).games;
    const launch = await player.client.call('launchGame', { nodeId: game.nodeId });
    const round = (await (await fetch(`${launch.url}/round`, { method: 'POST' })).json()) as {
      value: { stake: string };
    };
    const earned = Math.floor(moneyCents(round.value.stake) / 100);
    expect((await player.client.call('pointsBalance')).points).toBe(earned);
    expect((await player.client.call('pointsDetail', {})).list[0]).toMatchObject({
      changedPoints: earned,
      pointsBalance: earned,
      type: 'EARN',
      remark: `Valid bet ${round.value.stake} on ${game.gameCode}`,
    });
  });

  it('tells the points configuration without the merchant’s settlement minutes', async () => {
    const player = await newPlayer(gateway);
    expect(await player.client.call('pointsConfig')).toEqual({
      exchangeRatio: 100,
      minConvertPoints: 100,
      digits: 0,
      expires: false,
    });
  });
});
