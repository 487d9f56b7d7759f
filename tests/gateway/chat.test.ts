// The live chat over HTTP and the WebSocket (spec 000 §2 "a chat room", spec 001 §7 "live chat
// model list and chat launch"): a launch opens a conversation kept in SQL, the player's message
// reaches the dev operator page's socket, and the operator's answer reaches the player's page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatFrame } from '../../gateway/events/chat-frames';
import { openChatSocket, ticketOf } from './support/chat-socket';
import { newPlayer } from './support/players';
import { failure, startTestGateway, type TestGateway } from './support/test-gateway';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway();
});

afterAll(async () => {
  await gateway?.close();
});

const isMessage =
  (conversationId: number, from: 'member' | 'operator') =>
  (frame: ChatFrame): boolean =>
    frame.type === 'chatMessage' &&
    frame.conversation.id === conversationId &&
    frame.message.from === from;

async function launchedChat(modelId = 'support') {
  const player = await newPlayer(gateway);
  const { url } = await player.client.call('chatLaunch', { modelId });
  const page = openChatSocket(gateway.url, { type: 'chatHello', ticket: ticketOf(url) });
  const ready = await page.next((frame) => frame.type === 'chatReady');
  if (ready.type !== 'chatReady') throw new Error('Expected chatReady');
  return { player, url, page, conversation: ready.conversation, messages: ready.messages };
}

describe('the live chat', () => {
  it('lists the chat models and launches the chosen one on a page in the player’s language', async () => {
    const player = await newPlayer(gateway);
    const { list } = await player.client.call('liveChatModels', {});
    expect(list.map((model) => model.modelId)).toEqual(['support', 'vip']);
    const inPortuguese = gateway.client({ token: player.token, language: 'pt' });
    const named = (await inPortuguese.call('liveChatModels', {})).list.map((model) => model.name);
    expect(named).toEqual(['Atendimento ao cliente', 'Anfitrião VIP']);
    const { url } = await inPortuguese.call('chatLaunch', { modelId: 'vip' });
    expect(url).toMatch(/\/lgw\/chat-page\?ticket=[A-Za-z0-9_-]{43}&lang=pt$/);
    const page = await fetch(url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<h1>Anfitrião VIP</h1>');
    expect(html).toContain('Olá! Escreva a sua dúvida e um atendente responderá aqui.');
  });

  it('keeps a member’s message, which reaches the operator, and brings the answer back', async () => {
    const operator = openChatSocket(gateway.url, { type: 'operatorHello' });
    await operator.next((frame) => frame.type === 'operatorReady');
    const { player, page, conversation, messages } = await launchedChat();
    expect(messages).toEqual([]);
    expect(conversation).toMatchObject({ member: player.username, modelId: 'support' });

    page.send({ type: 'chatSend', text: '  My deposit has not arrived  ' });
    const heard = await operator.next(isMessage(conversation.id, 'member'));
    expect(heard).toMatchObject({
      conversation: { id: conversation.id, member: player.username, merchantCode: 'MC1001' },
      message: { from: 'member', text: 'My deposit has not arrived' },
    });

    operator.send({ type: 'chatSend', conversationId: conversation.id, text: 'Checking it now.' });
    const answer = await page.next(isMessage(conversation.id, 'operator'));
    expect(answer).toMatchObject({ message: { from: 'operator', text: 'Checking it now.' } });
    page.close();
    operator.close();
  });

  it('gives a reloaded chat page the whole conversation from SQL', async () => {
    const operator = openChatSocket(gateway.url, { type: 'operatorHello' });
    await operator.next((frame) => frame.type === 'operatorReady');
    const { url, page, conversation } = await launchedChat();
    page.send({ type: 'chatSend', text: 'Hello there' });
    await operator.next(isMessage(conversation.id, 'member'));
    operator.send({
      type: 'chatSend',
      conversationId: conversation.id,
      text: 'Hi! How can I help?',
    });
    await page.next(isMessage(conversation.id, 'operator'));
    page.close();

    const reloaded = openChatSocket(gateway.url, { type: 'chatHello', ticket: ticketOf(url) });
    const ready = await reloaded.next((frame) => frame.type === 'chatReady');
    expect(
      ready.type === 'chatReady' && ready.messages.map(({ from, text }) => [from, text]),
    ).toEqual([
      ['member', 'Hello there'],
      ['operator', 'Hi! How can I help?'],
    ]);
    const another = openChatSocket(gateway.url, { type: 'operatorHello' });
    const overview = await another.next((frame) => frame.type === 'operatorReady');
    expect(
      overview.type === 'operatorReady' &&
        overview.conversations.find((entry) => entry.conversation.id === conversation.id)?.messages
          .length,
    ).toBe(2);
    reloaded.close();
    operator.close();
    another.close();
  });

  it('opens a visitor’s conversation when the chat page is opened without a ticket', async () => {
    const answer = await fetch(`${gateway.url}/lgw/chat-page?model=vip&lang=en`, {
      redirect: 'manual',
    });
    expect(answer.status).toBe(303);
    const location = answer.headers.get('location') ?? '';
    const page = openChatSocket(gateway.url, { type: 'chatHello', ticket: ticketOf(location) });
    const ready = await page.next((frame) => frame.type === 'chatReady');
    expect(ready).toMatchObject({
      conversation: { member: null, modelId: 'vip', merchantCode: 'MC1001' },
    });
    page.close();
  });

  it('refuses an unknown model, an empty or too long message and an unknown ticket', async () => {
    const player = await newPlayer(gateway);
    const unknown = await failure(player.client.call('chatLaunch', { modelId: 'nobody' }));
    expect([unknown.code, unknown.message]).toEqual([
      'FIELD_INVALID',
      'chatLaunch: modelId must be one of support, vip (got "nobody")',
    ]);

    const { page } = await launchedChat();
    page.send({ type: 'chatSend', text: '   ' });
    expect(await page.next((frame) => frame.type === 'chatError')).toEqual({
      type: 'chatError',
      message: 'chatSend: text must not be empty',
    });
    page.send({ type: 'chatSend', text: 'x'.repeat(501) });
    expect(
      await page.next((frame) => frame.type === 'chatError' && frame.message.includes('at most')),
    ).toEqual({
      type: 'chatError',
      message: 'chatSend: text must be at most 500 characters (got 501)',
    });
    page.close();

    const stranger = openChatSocket(gateway.url, { type: 'chatHello', ticket: 'not-a-ticket' });
    expect(await stranger.closed).toBe(4401);
    const ended = await fetch(`${gateway.url}/lgw/chat-page?ticket=not-a-ticket&lang=en`);
    expect(ended.status).toBe(410);
    expect(await ended.text()).toContain('This chat has ended.');
  });

  it('takes at most 20 messages a minute from a player’s page', async () => {
    const { page, conversation } = await launchedChat();
    for (let count = 1; count <= 20; count += 1) {
      page.send({ type: 'chatSend', text: `Message ${count}` });
    }
    page.send({ type: 'chatSend', text: 'One too many' });
    expect(await page.next((frame) => frame.type === 'chatError')).toEqual({
      type: 'chatError',
      message: 'chatSend: at most 20 messages a minute; wait a moment and send again',
    });
    const kept = page.frames.filter(isMessage(conversation.id, 'member'));
    expect(kept.map((frame) => frame.type === 'chatMessage' && frame.message.text)).toEqual(
      Array.from({ length: 20 }, (_, index) => `Message ${index + 1}`),
    );
    gateway.clock.advance(61_000);
    page.send({ type: 'chatSend', text: 'A minute later' });
    const later = await page.next(
      (frame) => frame.type === 'chatMessage' && frame.message.text === 'A minute later',
    );
    expect(later).toMatchObject({ message: { from: 'member' } });
    page.close();
  });

  it('offers neither the models nor a launch while the merchant’s live chat module is off', async () => {
    await gateway.dev('POST', 'modules', { modId: 'LIVECHAT3', enabled: false });
    try {
      const player = await newPlayer(gateway);
      expect((await failure(player.client.call('liveChatModels', {}))).code).toBe(
        'FEATURE_DISABLED',
      );
      expect((await failure(player.client.call('chatLaunch', {}))).code).toBe('FEATURE_DISABLED');
      const page = await fetch(`${gateway.url}/lgw/chat-page?lang=en`, { redirect: 'manual' });
      expect(page.status).toBe(404);
    } finally {
      await gateway.dev('POST', 'modules', { modId: 'LIVECHAT3', enabled: true });
    }
  });
});
