// The live chat's pages: the chat page chatLaunch points to (the customer-service window, 440×750,
// spec 000 §9), in the player's language, and the dev gateway's operator page (/__dev/chat) that
// sees every conversation and answers. Both talk over the gateway's WebSocket (chat-socket.ts); the
// scripts put every text in with textContent, never as HTML.
import type { FastifyInstance } from 'fastify';
import { CATALOGUE, type Locale, type MessageKey } from '../../engine';
import type { GatewayDeps } from '../context/gateway-deps';
import { moduleEnabled } from '../core/merchants';
import { requestOrigin } from '../core/request-basics';
import {
  conversationByTicket,
  CHAT_MESSAGE_MAX,
  openConversation,
} from '../members/chat-conversations';
import { CHAT_MODELS, chatModelName, chatPageUrl } from './chat';
import { escapeHtml, sendPage } from './html-page';

/** The page's socket: the origin's /ws, said hello to with `hello`; `onFrame` gets each frame. */
const SOCKET_SCRIPT = `const socket = new WebSocket(location.origin.replace(/^http/, 'ws') + '/ws');
const statusLine = document.getElementById('status');
socket.addEventListener('open', () => socket.send(JSON.stringify(hello)));
socket.addEventListener('message', (event) => {
  const frame = JSON.parse(event.data);
  if (frame.type === 'chatError') statusLine.textContent = frame.message;
  else onFrame(frame);
});
function line(list, message, labels) {
  if (list.querySelector('[data-id="' + message.id + '"]')) return;
  const item = document.createElement('li');
  item.dataset.id = message.id;
  item.dataset.from = message.from;
  const who = document.createElement('strong');
  who.textContent = labels[message.from] + ': ';
  item.append(who, message.text);
  list.append(item);
}
function sendFrom(form, extra) {
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const input = form.elements.text;
    if (!input.value.trim() || socket.readyState !== WebSocket.OPEN) return;
    socket.send(JSON.stringify({ type: 'chatSend', text: input.value, ...extra }));
    input.value = '';
  });
}`;

const STYLE = `<style>main{width:100%;max-width:440px;text-align:start}ol{list-style:none;padding:0;margin:0 0 12px;max-height:60vh;overflow-y:auto}li{padding:6px 0;overflow-wrap:anywhere}form{display:flex;gap:4px}input{flex:1;min-width:0}</style>`;

const languageOf = (value: string | undefined): Locale => (value === 'pt' ? 'pt' : 'en');

function chatTexts(language: Locale) {
  const text = (key: MessageKey) => CATALOGUE[language][key];
  return {
    title: text('chat.title'),
    greeting: text('chat.greeting'),
    placeholder: text('chat.placeholder'),
    send: text('chat.send'),
    ended: text('chat.ended'),
    closed: text('chat.closed'),
    you: text('chat.you'),
    agent: text('chat.agent'),
    none: text('chat.none'),
  };
}

export function registerChatPage(scope: FastifyInstance, deps: GatewayDeps): void {
  scope.get<{ Querystring: { ticket?: string; model?: string; merchant?: string; lang?: string } }>(
    '/chat-page',
    async (request, reply) => {
      const language = languageOf(request.query.lang);
      const texts = chatTexts(language);
      const page = (status: number, body: string, script = '') =>
        sendPage(reply, status, texts.title, `${STYLE}${body}`, script, language);
      const { ticket } = request.query;
      if (!ticket) {
        // The permission's customer-service entry links here without a ticket: a visitor's chat.
        const merchant = deps.merchants.resolve(request.query.merchant);
        if (!moduleEnabled(merchant, 'LIVECHAT3')) {
          return page(404, `<h1>${escapeHtml(texts.title)}</h1><p>${escapeHtml(texts.none)}</p>`);
        }
        const model =
          CHAT_MODELS.find((known) => known.modelId === request.query.model) ?? CHAT_MODELS[0];
        const opened = await openConversation(deps.db, {
          merchantCode: merchant.code,
          memberId: null,
          modelId: model.modelId,
          now: deps.now(),
        });
        return reply.redirect(chatPageUrl(requestOrigin(request), opened, language), 303);
      }
      const conversation = await conversationByTicket(deps.db, ticket, deps.now());
      if (!conversation) {
        return page(410, `<h1>${escapeHtml(texts.title)}</h1><p>${escapeHtml(texts.ended)}</p>`);
      }
      // Send waits for the socket's chatReady: a message before it would have nowhere to go.
      const body = `<h1>${escapeHtml(chatModelName(conversation.modelId, language))}</h1>
<p>${escapeHtml(texts.greeting)}</p>
<ol id="log" aria-live="polite" aria-label="${escapeHtml(texts.title)}"></ol>
<form id="chat"><input name="text" aria-label="${escapeHtml(texts.placeholder)}" placeholder="${escapeHtml(texts.placeholder)}" maxlength="${CHAT_MESSAGE_MAX}" autocomplete="off"><button type="submit" disabled>${escapeHtml(texts.send)}</button></form>
<p id="status" role="status"></p>`;
      const script = `const texts = ${JSON.stringify(texts).replace(/</g, '\\u003c')};
const hello = { type: 'chatHello', ticket: new URLSearchParams(location.search).get('ticket') };
const labels = { member: texts.you, operator: texts.agent };
const log = document.getElementById('log');
function onFrame(frame) {
  if (frame.type === 'chatReady') {
    frame.messages.forEach((message) => line(log, message, labels));
    document.querySelector('#chat button').disabled = false;
  }
  if (frame.type === 'chatMessage') line(log, frame.message, labels);
  if (frame.type === 'chatReady' || frame.type === 'chatMessage') log.scrollTop = log.scrollHeight;
}
${SOCKET_SCRIPT}
socket.addEventListener('close', (event) => {
  statusLine.textContent = event.code === 4401 ? texts.ended : texts.closed;
  document.querySelector('#chat button').disabled = true;
});
sendFrom(document.getElementById('chat'), {});`;
      return page(200, body, script);
    },
  );
}

/** The dev operator page: every conversation with a message, newest first, each with an answer box. */
export function registerOperatorPage(scope: FastifyInstance): void {
  scope.get('/chat', async (_request, reply) => {
    const body = `<h1>Live chat: operator</h1>
<p id="status" role="status">Connecting…</p>
<div id="conversations"></div>`;
    const script = `const hello = { type: 'operatorHello' };
const labels = { member: 'Player', operator: 'Operator' };
const conversations = document.getElementById('conversations');
function section(conversation) {
  const id = 'conversation-' + conversation.id;
  let found = document.getElementById(id);
  if (found) return found;
  found = document.createElement('section');
  found.id = id;
  found.setAttribute('aria-labelledby', id + '-title');
  const title = document.createElement('h2');
  title.id = id + '-title';
  const who = conversation.member || 'Visitor';
  title.textContent = '#' + conversation.id + ' ' + who + ' (' + conversation.merchantCode + ', ' + conversation.modelId + ')';
  const list = document.createElement('ol');
  list.setAttribute('aria-live', 'polite');
  const form = document.createElement('form');
  const input = document.createElement('input');
  input.name = 'text';
  input.autocomplete = 'off';
  input.maxLength = ${CHAT_MESSAGE_MAX};
  input.setAttribute('aria-label', 'Answer to ' + who + ' #' + conversation.id);
  const button = document.createElement('button');
  button.type = 'submit';
  button.textContent = 'Send';
  form.append(input, button);
  sendFrom(form, { conversationId: conversation.id });
  found.append(title, list, form);
  return found;
}
function onFrame(frame) {
  if (frame.type === 'operatorReady') {
    statusLine.textContent = 'Connected: ' + frame.conversations.length + ' conversations';
    for (const { conversation, messages } of frame.conversations) {
      const box = section(conversation);
      conversations.append(box);
      messages.forEach((message) => line(box.querySelector('ol'), message, labels));
    }
  }
  if (frame.type === 'chatMessage') {
    const box = section(frame.conversation);
    conversations.prepend(box);
    line(box.querySelector('ol'), frame.message, labels);
  }
}
${SOCKET_SCRIPT}
socket.addEventListener('close', () => { statusLine.textContent = 'Disconnected: reload the page.'; });`;
    return sendPage(reply, 200, 'Live chat: operator', `${STYLE}${body}`, script);
  });
}
