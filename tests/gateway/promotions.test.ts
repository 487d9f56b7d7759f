// Promotions over HTTP (gateway README "Promotions"): the statuses the gateway derives from real
// entries (engine promotionStatus), joining and claiming a settled bonus once under parallel
// requests, and applying with a comment and images judged by their content, reviewed by the dev
// switch or approved after the merchant's minutes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moneyCents, moneyText, type ApiPromotion } from '../../engine';
import { newPlayer, type TestPlayer } from './support/players';
import { failure, startTestGateway, type TestGateway } from './support/test-gateway';

let gateway: TestGateway;
const MINUTE = 60_000;

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46]);
const EXE = Buffer.from('MZ\x90\x00\x03\x00\x00\x00This program cannot be run', 'latin1');
const dataUrl = (bytes: Buffer, type = 'image/png') =>
  `data:${type};base64,${bytes.toString('base64')}`;

beforeAll(async () => {
  gateway = await startTestGateway();
});

afterAll(async () => {
  await gateway?.close();
});

async function promotionTitled(player: TestPlayer, title: string): Promise<ApiPromotion> {
  const found = (await player.client.call('promotions', {})).list.find(
    (promotion) => promotion.title === title,
  );
  if (!found) throw new Error(`no promotion titled ${title}`);
  return found;
}

async function englishPlayer(): Promise<TestPlayer> {
  const player = await newPlayer(gateway);
  return { ...player, client: gateway.client({ token: player.token, language: 'en' }) };
}

describe('the activity statuses', () => {
  it('tells a visitor join for running promotions and coming soon for one not started', async () => {
    const list = (await gateway.client({ language: 'en' }).call('promotions', {})).list;
    const status = Object.fromEntries(list.map((promotion) => [promotion.title, promotion.status]));
    expect(status).toMatchObject({
      'Welcome bonus': 'join',
      'Daily prize wheel': 'join',
      'Missions of the week': 'join',
      'Red envelope': 'coming soon',
    });
    expect(list.find((promotion) => promotion.title === 'Welcome bonus')?.mode).toBe('apply');
  });

  it('filters the list by type', async () => {
    const list = (await gateway.client().call('promotions', { type: 'LIMITED' })).list;
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((promotion) => promotion.type === 'LIMITED')).toBe(true);
  });
});

describe('joining and claiming', () => {
  it('shows a joined promotion below its target as joined, counting the valid bet', async () => {
    const player = await englishPlayer();
    const missions = await promotionTitled(player, 'Missions of the week');
    const { promotion } = await player.client.call('promotionJoin', { promotionId: missions.id });
    expect(promotion).toMatchObject({
      status: 'joined',
      validBetSinceJoin: '0.00',
      targetValidBet: '100.00',
    });
    const again = await failure(player.client.call('promotionJoin', { promotionId: missions.id }));
    expect([again.code, again.message]).toEqual([
      'CONFLICT',
      `Promotion ${missions.id} cannot be joined: it is a join promotion with status joined.`,
    ]);
  });

  it('settles a reached target at the end of the period, and 20 parallel claims credit once', async () => {
    const player = await englishPlayer();
    const signIn = await promotionTitled(player, 'Daily sign-in');
    const joined = await player.client.call('promotionJoin', { promotionId: signIn.id });
    expect(joined.promotion.status).toBe('process');
    const early = await failure(player.client.call('promotionClaim', { promotionId: signIn.id }));
    expect(early.message).toBe(
      `Promotion ${signIn.id} has nothing to claim: its status is process.`,
    );
    gateway.clock.advance(Date.parse(joined.promotion.settlesAt!) - gateway.clock.now());
    // The period may end more than 12 hours later, past the session: log in again.
    const client = gateway.client({
      token: await gateway.login(player.username, 'Player123'),
      language: 'en',
    });
    expect((await promotionTitled({ ...player, client }, 'Daily sign-in')).status).toBe('claim');
    const before = (await client.call('balance')).balance;
    const answers = await Promise.allSettled(
      Array.from({ length: 20 }, () => client.call('promotionClaim', { promotionId: signIn.id })),
    );
    const credited = answers.filter((answer) => answer.status === 'fulfilled');
    expect(credited).toHaveLength(1);
    expect((await client.call('balance')).balance).toBe(
      moneyText(moneyCents(before) + moneyCents(signIn.bonus)),
    );
    expect((await promotionTitled({ ...player, client }, 'Daily sign-in')).status).toBe('claimed');
  });
});

describe('applying', () => {
  const comment = 'x'.repeat(140);
  const images = [
    { name: 'ticket.png', data: dataUrl(PNG) },
    // A JPEG named png stays a JPEG: the content decides.
    { name: 'photo.png', data: dataUrl(JPEG, 'image/png') },
    { name: 'receipt.jpg', data: dataUrl(JPEG, 'image/jpeg') },
  ];

  it('takes a 140-character comment and 3 images; the dev switch approves and issues the bonus', async () => {
    const player = await englishPlayer();
    const welcome = await promotionTitled(player, 'Welcome bonus');
    const { promotion } = await player.client.call('promotionApply', {
      promotionId: welcome.id,
      comment,
      images,
    });
    expect(promotion.status).toBe('applying');
    const before = (await player.client.call('balance')).balance;
    await gateway.dev('POST', 'promotions', {
      username: player.username,
      decision: 'approve',
      promotionId: welcome.id,
    });
    expect((await promotionTitled(player, 'Welcome bonus')).status).toBe('issued');
    expect((await player.client.call('balance')).balance).toBe(
      moneyText(moneyCents(before) + moneyCents(welcome.bonus)),
    );
  });

  it('ends a rejected application as rejected, without a bonus', async () => {
    const player = await englishPlayer();
    const vip = await promotionTitled(player, 'VIP bonus');
    await player.client.call('promotionApply', { promotionId: vip.id, comment: 'Please' });
    await gateway.dev('POST', 'promotions', { username: player.username, decision: 'reject' });
    expect((await promotionTitled(player, 'VIP bonus')).status).toBe('rejected');
    expect((await player.client.call('balance')).balance).toBe('0.00');
  });

  it('approves an application nobody reviewed after the merchant’s 30 minutes', async () => {
    const player = await englishPlayer();
    const welcome = await promotionTitled(player, 'Welcome bonus');
    await player.client.call('promotionApply', { promotionId: welcome.id, comment: 'Hello' });
    gateway.clock.advance(29 * MINUTE);
    expect((await promotionTitled(player, 'Welcome bonus')).status).toBe('applying');
    gateway.clock.advance(MINUTE);
    expect((await promotionTitled(player, 'Welcome bonus')).status).toBe('issued');
    expect((await player.client.call('balance')).balance).toBe(welcome.bonus);
  });

  it('refuses a 141st character, a fourth image, an image over 5 MB and a program, saying why', async () => {
    const player = await englishPlayer();
    const welcome = await promotionTitled(player, 'Welcome bonus');
    const long = await failure(
      player.client.call('promotionApply', { promotionId: welcome.id, comment: `${comment}x` }),
    );
    expect([long.status, long.message]).toEqual([
      400,
      `Invalid promotionApply payload: comment must NOT have more than 140 characters (got "${comment.slice(0, 56)}...)`,
    ]);
    const four = await failure(
      player.client.call('promotionApply', {
        promotionId: welcome.id,
        comment,
        images: [...images, { name: 'four.png', data: dataUrl(PNG) }],
      }),
    );
    expect([four.status, four.message.split(' (got')[0]]).toEqual([
      400,
      'Invalid promotionApply payload: images must NOT have more than 3 items',
    ]);
    const refused = await failure(
      player.client.call('promotionApply', {
        promotionId: welcome.id,
        comment,
        images: [
          { name: 'ticket.png', data: dataUrl(PNG) },
          { name: 'huge.jpg', data: dataUrl(Buffer.concat([JPEG, Buffer.alloc(5 * 1024 * 1024)])) },
          { name: 'setup.png', data: dataUrl(EXE) },
        ],
      }),
    );
    expect([refused.code, refused.message, refused.value]).toEqual([
      'FIELD_INVALID',
      'Refused images: huge.jpg: the file is larger than 5 MB; setup.png: the file is not a PNG or JPEG image (its content was checked, not its name).',
      {
        field: 'images',
        files: [
          { name: 'huge.jpg', reason: 'the file is larger than 5 MB' },
          {
            name: 'setup.png',
            reason: 'the file is not a PNG or JPEG image (its content was checked, not its name)',
          },
        ],
      },
    ]);
    expect((await promotionTitled(player, 'Welcome bonus')).status).toBe('join');
  });

  it('names each image over 5 MB even when the body is over the gateway’s body limit', async () => {
    const player = await englishPlayer();
    const welcome = await promotionTitled(player, 'Welcome bonus');
    const big = dataUrl(Buffer.concat([PNG, Buffer.alloc(12 * 1024 * 1024)]));
    const refused = await failure(
      player.client.call('promotionApply', {
        promotionId: welcome.id,
        comment: 'Three screenshots',
        images: [
          { name: 'first.png', data: big },
          { name: 'ticket.png', data: dataUrl(PNG) },
          { name: 'second.png', data: big },
        ],
      }),
    );
    expect([refused.status, refused.code, refused.message]).toEqual([
      400,
      'FIELD_INVALID',
      'Refused images: first.png: the file is larger than 5 MB; second.png: the file is larger than 5 MB.',
    ]);
    expect((await promotionTitled(player, 'Welcome bonus')).status).toBe('join');
  });

  it('refuses to apply for a promotion one joins, naming its mode', async () => {
    const player = await englishPlayer();
    const missions = await promotionTitled(player, 'Missions of the week');
    const wrong = await failure(
      player.client.call('promotionApply', { promotionId: missions.id, comment: 'Hi' }),
    );
    expect(wrong.message).toBe(
      `Promotion ${missions.id} cannot be applied for: it is a join promotion with status join.`,
    );
  });
});

describe('the reward centre and the prize wheel', () => {
  const badge = async (player: TestPlayer) =>
    (await player.client.call('memberMenu')).list.find((entry) => entry.page === 'rewardCenter')
      ?.badge;

  it('badges what is claimable now, and 20 parallel draws of the wheel credit once', async () => {
    const player = await englishPlayer();
    const list = (await player.client.call('promotions', {})).list;
    const claimable = list.filter((promotion) => promotion.status === 'claim');
    expect(claimable.map((promotion) => promotion.mode)).toEqual(['raffle', 'raffle']);
    // The two draws and the reward centre's daily sign-in (gateway README "Reward centre items").
    expect(await badge(player)).toBe(3);
    const wheel = await promotionTitled(player, 'Daily prize wheel');
    const answers = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        player.client.call('raffleClaim', { promotionId: wheel.id }),
      ),
    );
    const drawn = answers.flatMap((answer) =>
      answer.status === 'fulfilled' ? [answer.value] : [],
    );
    expect(drawn).toHaveLength(1);
    expect((await player.client.call('balance')).balance).toBe(drawn[0].amount);
    expect((await promotionTitled(player, 'Daily prize wheel')).status).toBe('claimed');
    expect(await badge(player)).toBe(2);
  });
});
