// Pages behind the contract's URLs: the game page launchGame points to (the game, the player and
// the balance, with a button that plays a round for real money through recordPlay, so the play
// row, the ledger, the points, the winner board and the balance socket event all move), and the
// live-chat page chatLaunch opens (chat-page.ts).
import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { moneyText } from '../../engine';
import { gameIconUrl } from '../catalogue/game-value';
import type { GatewayDeps } from '../context/gateway-deps';
import { cashierOf } from '../core/cashier-settings';
import { fail } from '../core/gateway-error';
import type { MerchantSettings } from '../core/merchants';
import { requestOrigin } from '../core/request-basics';
import { recordPlay } from '../members/plays';
import { mainBalance } from '../members/wallet';
import { liveLaunchTicket } from '../store/launch-tickets';
import { registerChatPage } from './chat-page';
import { escapeHtml, sendPage } from './html-page';

/** A round's stake, in cents. */
export const ROUND_STAKE = 100;

/** The game page's words in the site's language (its launch ticket keeps it). */
const GAME_PAGE_TEXTS = {
  en: {
    ended: 'Game session ended',
    endedHeading: 'This game session has ended',
    endedBody: 'Open the game again from the lobby.',
    real: 'Real money',
    free: 'Free trial',
    player: 'Player',
    balance: 'Balance',
    demo: 'demo',
    play: 'Play a round',
    won: 'You won ',
    noWin: 'No win this time',
  },
  pt: {
    ended: 'Sessão de jogo encerrada',
    endedHeading: 'Esta sessão de jogo foi encerrada',
    endedBody: 'Abra o jogo de novo pelo lobby.',
    real: 'Dinheiro real',
    free: 'Teste grátis',
    player: 'Jogador',
    balance: 'Saldo',
    demo: 'demonstração',
    play: 'Jogar uma rodada',
    won: 'Você ganhou ',
    noWin: 'Não foi desta vez',
  },
} as const;

type GamePageLanguage = keyof typeof GAME_PAGE_TEXTS;

const pageLanguage = (language: unknown): GamePageLanguage => (language === 'pt' ? 'pt' : 'en');

/**
 * Who may frame the game page: the site on the gateway's own origin, and the hosts the merchant's
 * site runs on (its domains, main domain and mirrors, over https; `*` is any https site), since
 * the site shows a game in its own frame (src/features/game-launch/game-popup.tsx).
 */
export function gamePageAncestors(settings: MerchantSettings): string[] {
  const hosts = [
    ...settings.domains,
    settings.mainDomain,
    ...settings.mirrors.map((mirror) => mirror.domain),
  ].filter((host) => /^[\w.*:-]+$/.test(host));
  return [
    ...new Set(["'self'", ...hosts.map((host) => (host === '*' ? 'https:' : `https://${host}`))]),
  ];
}

/** A round, in cents: the stake goes, and 40% of rounds pay 0.5× to 10× (the CSPRNG decides). */
function roundWin(): number {
  if (randomInt(0, 100) >= 40) return 0;
  return ([5, 10, 15, 20, 30, 50, 100][randomInt(0, 7)] * ROUND_STAKE) / 10;
}

export function registerPages(scope: FastifyInstance, deps: GatewayDeps): void {
  scope.get<{ Params: { ticket: string } }>('/game-page/:ticket', async (request, reply) => {
    const ticket = await liveLaunchTicket(deps.db, request.params.ticket, deps.now());
    // An ended session has no ticket to say the language: the page's own default.
    const language = pageLanguage(ticket?.language);
    const text = GAME_PAGE_TEXTS[language];
    if (!ticket) {
      return sendPage(
        reply,
        410,
        text.ended,
        `<h1>${text.endedHeading}</h1><p>${text.endedBody}</p>`,
        undefined,
        language,
      );
    }
    const game = deps.catalogue.game(ticket.node_id);
    const balance = await mainBalance(deps.db, ticket.member_id);
    const real = ticket.mode === 'real';
    const body = `<img src="${escapeHtml(gameIconUrl(requestOrigin(request), game?.gameCode ?? ''))}" width="160" height="160" alt="">
<h1>${escapeHtml(game?.name ?? 'Game')}</h1>
<p>${escapeHtml(game?.vassalage ?? '')} · ${real ? text.real : text.free}</p>
<p>${text.player} <strong>${escapeHtml(ticket.nickname)}</strong> (${escapeHtml(ticket.username)})</p>
<p>${text.balance} <strong id="balance">${real ? balance : text.demo}</strong></p>
<button id="play" type="button">${text.play} (${moneyText(ROUND_STAKE)})</button>
<p id="result" role="status" aria-live="polite"></p>`;
    const script = `document.getElementById('play').addEventListener('click', async () => {
  const answer = await fetch(location.pathname + '/round', { method: 'POST' }).then((response) => response.json());
  document.getElementById('result').textContent = answer.success ? (answer.value.win !== '0.00' ? ${JSON.stringify(text.won)} + answer.value.win : ${JSON.stringify(text.noWin)}) : answer.message;
  if (answer.success && answer.value.balance !== null) document.getElementById('balance').textContent = answer.value.balance;
});`;
    const merchant = deps.merchants.resolve(ticket.merchant_code);
    return sendPage(
      reply,
      200,
      game?.name ?? 'Game',
      body,
      script,
      language,
      gamePageAncestors(merchant.settings),
    );
  });

  scope.post<{ Params: { ticket: string } }>('/game-page/:ticket/round', async (request, reply) => {
    const ticket = await liveLaunchTicket(deps.db, request.params.ticket, deps.now());
    if (!ticket) fail('TOKEN_INVALID', { message: 'This game session has ended.' });
    const win = roundWin();
    if (ticket.mode === 'free') {
      return reply.send({
        success: true,
        message: 'OK',
        value: { stake: moneyText(ROUND_STAKE), win: moneyText(win), balance: null },
      });
    }
    const now = deps.now();
    const merchant = deps.merchants.resolve(ticket.merchant_code);
    const game = deps.catalogue.game(ticket.node_id);
    if (!game) fail('NOT_FOUND', { message: `No game ${ticket.node_id}.` });
    const { balance } = await deps.db.transaction((tx) =>
      recordPlay(tx, {
        member: { id: ticket.member_id, username: ticket.username, merchantCode: merchant.code },
        game: {
          nodeId: game.nodeId,
          gameCode: game.gameCode,
          vendor: game.vassalage,
          category: game.gameType,
        },
        stake: ROUND_STAKE,
        win,
        now,
        utcOffsetMinutes: cashierOf(merchant.settings).utcOffsetMinutes,
      }),
    );
    deps.events.toMember(ticket.member_id, {
      type: 'balance',
      balance,
      currency: merchant.currency,
    });
    return reply.send({
      success: true,
      message: 'OK',
      value: { stake: moneyText(ROUND_STAKE), win: moneyText(win), balance },
    });
  });

  registerChatPage(scope, deps);
}
