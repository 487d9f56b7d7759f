// Referral (gateway README "Referral"): a player's invite link carries the player's member id as
// its referralCode; a sign-up through it records the player as the recommender, and the player's
// friends list shows the new account with its name masked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPlayer } from './support/players';
import { failure, freshUsername, startTestGateway, type TestGateway } from './support/test-gateway';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway();
});

afterAll(async () => {
  await gateway?.close();
});

const signUp = (username: string, referralCode: string) =>
  gateway.client().call('register', {
    username,
    password: 'Player123',
    confirmPassword: 'Player123',
    referralCode,
    login: true,
  });

describe('referral', () => {
  it('lists a friend who signed up through the player’s link, masked', async () => {
    const inviter = await newPlayer(gateway);
    const { recommenderId, friends } = await inviter.client.call('referralFriends');
    expect(friends).toEqual([]);
    const friend = freshUsername('fr');
    await signUp(friend, recommenderId);
    const after = await inviter.client.call('referralFriends');
    expect(after.friends.map((each) => each.name)).toEqual([
      `${friend.slice(0, 2)}***${friend.slice(-2)}`,
    ]);
  });

  it('still refuses a code that is neither a player nor an agent', async () => {
    const refused = await failure(signUp(freshUsername('fr'), '999999999'));
    expect(refused.code).toBe('INVALID_INVITATION');
  });

  it('pays the inviter 10.00 once when a friend’s valid bet reaches 100.00, and lists it', async () => {
    const inviter = await newPlayer(gateway);
    const { recommenderId } = await inviter.client.call('referralFriends');
    const friend = freshUsername('fr');
    await signUp(friend, recommenderId);
    await gateway.dev('POST', 'credit', { username: friend, amount: '100' });
    await gateway.dev('POST', 'play', { username: friend, stake: '99.99', win: '99.99' });
    expect(await inviter.client.call('referralRewards')).toEqual({
      validBet: '100.00',
      reward: '10.00',
      list: [],
    });
    await gateway.dev('POST', 'play', { username: friend, stake: '0.01', win: '0' });
    const reads = await Promise.all(
      Array.from({ length: 20 }, () => inviter.client.call('referralRewards')),
    );
    expect(reads.at(-1)!.list).toEqual([
      {
        friend: `${friend.slice(0, 2)}***${friend.slice(-2)}`,
        amount: '10.00',
        createdAt: expect.any(String),
      },
    ]);
    const lines = await inviter.client.call('walletTransactions', { type: 'bonus' });
    expect(lines.list.map((line) => [line.kind, line.amount, line.remark])).toEqual([
      ['BONUS', '10.00', `Referral reward: ${friend.slice(0, 2)}***${friend.slice(-2)}`],
    ]);
    expect((await inviter.client.call('memberInfo')).balance).toBe('10.00');
  });

  it('refuses the friends list while the merchant’s REFERRAL3 module is off', async () => {
    const inviter = await newPlayer(gateway);
    await gateway.dev('POST', 'modules', { modId: 'REFERRAL3', enabled: false });
    const off = await failure(inviter.client.call('referralFriends'));
    await gateway.dev('POST', 'modules', { modId: 'REFERRAL3', enabled: true });
    expect(off.code).toBe('FEATURE_DISABLED');
  });
});
