// Feedback and complaints over HTTP (spec 000 §1, spec 001 §5 "PUT feedback"): a category, the
// content within the word range the list states, an optional screenshot judged by its content
// (PNG or JPEG, at most 5 MB), and the member's past feedback with the operator's replies.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPlayer } from './support/players';
import { failure, startTestGateway, type TestGateway } from './support/test-gateway';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const EXE = Buffer.from('MZ\x90\x00\x03\x00\x00\x00This program cannot be run', 'latin1');
const dataUrl = (bytes: Buffer, type = 'image/png') =>
  `data:${type};base64,${bytes.toString('base64')}`;

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway();
});

afterAll(async () => {
  await gateway?.close();
});

describe('feedback and complaints', () => {
  it('refuses content outside the word range, naming the bounds the list states', async () => {
    const player = await newPlayer(gateway);
    const { minWords, maxWords, total } = await player.client.call('feedbackList', {});
    expect([minWords, maxWords, total]).toEqual([2, 300, 0]);
    const short = await failure(player.client.call('feedback', { content: 'hello' }));
    expect([short.code, short.message]).toEqual([
      'FIELD_INVALID',
      'Please write between 2 and 300 words',
    ]);
    const long = await failure(
      player.client.call('feedback', { content: 'word '.repeat(301), type: 'COMPLAINT' }),
    );
    expect(long.message).toBe('Please write between 2 and 300 words');
    expect((await player.client.call('feedbackList', {})).total).toBe(0);
  });

  it('keeps a complaint with a screenshot and lists it with the operator’s reply', async () => {
    const player = await newPlayer(gateway);
    const first = await player.client.call('feedback', {
      content: 'The lobby is lovely',
      type: 'SUGGESTION',
    });
    const second = await player.client.call('feedback', {
      content: 'My deposit did not arrive',
      type: 'PAYMENT',
      screenshot: { name: 'receipt.png', data: dataUrl(PNG) },
    });
    await gateway.dev('POST', 'feedback/reply', {
      username: player.username,
      reply: 'We found it: it is in your wallet now.',
    });
    const { list } = await player.client.call('feedbackList', {});
    expect(
      list.map((item) => [item.id, item.type, item.content, item.screenshotName, item.reply]),
    ).toEqual([
      [
        second.id,
        'PAYMENT',
        'My deposit did not arrive',
        'receipt.png',
        'We found it: it is in your wallet now.',
      ],
      [first.id, 'SUGGESTION', 'The lobby is lovely', null, null],
    ]);
    expect(list[0].repliedAt).not.toBeNull();
  });

  it('refuses a program renamed as a png screenshot and one over 5 MB, and keeps nothing', async () => {
    const player = await newPlayer(gateway);
    const renamed = await failure(
      player.client.call('feedback', {
        content: 'See the picture',
        screenshot: { name: 'picture.png', data: dataUrl(EXE) },
      }),
    );
    expect([renamed.code, renamed.message]).toEqual([
      'FIELD_INVALID',
      'Refused screenshot: picture.png: the file is not a PNG or JPEG image (its content was checked, not its name).',
    ]);
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const tooLarge = await failure(
      player.client.call('feedback', {
        content: 'See the picture',
        screenshot: { name: 'huge.png', data: dataUrl(big) },
      }),
    );
    expect(tooLarge.message).toBe('Refused screenshot: huge.png: the file is larger than 5 MB.');
    expect((await player.client.call('feedbackList', {})).total).toBe(0);
  });

  it('refuses a trial account', async () => {
    const trial = gateway.client({ token: await gateway.login('trial0001', 'Player123') });
    const refused = await failure(trial.call('feedback', { content: 'Nice games here' }));
    expect(refused.code).toBe('TRIAL_NOT_ALLOWED');
  });
});
