// What /__dev pushes to a player: a message, a reply to their feedback, a credit, a settled play
// and a forced logout; each reaches the player's sockets as the real event would.
import type { FastifyInstance } from 'fastify';
import { centsOf } from '../../../engine';
import type { GatewayDeps } from '../../context/gateway-deps';
import { cashierOf } from '../../core/cashier-settings';
import { fail } from '../../core/gateway-error';
import { DEV_SCOPE_PATTERN, type DevState } from '../../dev/dev-state';
import { SOCKET_CLOSE } from '../../events/event-hub';
import { recordPlay } from '../../members/plays';
import { restrictionOf, rgSettingsRow } from '../../members/rg-settings';
import { revokeSessions } from '../../members/sessions';
import { moveMoney } from '../../members/wallet';
import { replyToFeedback } from '../../store/feedback';
import { firstGameCode } from '../../store/games';
import { sendMessage, unreadMessages } from '../../store/messages';
import { memberNamed, merchantOf, object, ok } from './dev-bodies';

export function registerPlayerPushes(
  scope: FastifyInstance,
  deps: GatewayDeps,
  dev: DevState,
): void {
  scope.post<{
    Body: { username: string; title: string; content?: string; promotional?: boolean };
  }>(
    '/messages',
    {
      schema: {
        body: object(
          {
            username: { type: 'string' },
            title: { type: 'string', minLength: 1 },
            content: { type: 'string' },
            promotional: { type: 'boolean' },
          },
          ['username', 'title'],
        ),
      },
    },
    async (request) => {
      const member = await memberNamed(deps, merchantOf(deps, request), request.body.username);
      // A member on a break or self-excluded gets no promotional message (gateway README
      // "Responsible gambling").
      const now = deps.now();
      if (request.body.promotional && restrictionOf(await rgSettingsRow(deps.db, member.id), now)) {
        return ok({ delivered: false });
      }
      await sendMessage(deps.db, {
        memberId: member.id,
        title: request.body.title,
        content: request.body.content ?? '',
        now,
      });
      const unread = await unreadMessages(deps.db, member.id);
      deps.events.toMember(member.id, { type: 'message', unread, title: request.body.title });
      return ok({ delivered: true, unread });
    },
  );
  // The operator's reply to a member's feedback (the newest one, or `id`), read in the member's
  // feedback list.
  scope.post<{ Body: { username: string; reply: string; id?: number } }>(
    '/feedback/reply',
    {
      schema: {
        body: object(
          {
            username: { type: 'string' },
            reply: { type: 'string', minLength: 1 },
            id: { type: 'integer' },
          },
          ['username', 'reply'],
        ),
      },
    },
    async (request) => {
      const member = await memberNamed(deps, merchantOf(deps, request), request.body.username);
      const id = await replyToFeedback(deps.db, {
        memberId: member.id,
        id: request.body.id ?? null,
        text: request.body.reply,
        now: deps.now(),
      });
      if (id === null) {
        fail('NOT_FOUND', {
          message: `${request.body.username} has no feedback${request.body.id ? ` ${request.body.id}` : ''} to reply to.`,
        });
      }
      return ok({ id });
    },
  );
  scope.post<{ Body: { username: string; amount: string } }>(
    '/credit',
    {
      schema: {
        // A decimal string; a leading minus debits (a dev correction).
        body: object(
          {
            username: { type: 'string' },
            amount: { type: 'string', pattern: '^-?\\d{1,12}(\\.\\d{1,2})?$' },
          },
          ['username', 'amount'],
        ),
      },
    },
    async (request) => {
      const merchant = merchantOf(deps, request);
      const member = await memberNamed(deps, merchant, request.body.username);
      const { balance } = await deps.db.transaction((tx) =>
        moveMoney(tx, {
          memberId: member.id,
          amount: centsOf(request.body.amount) ?? 0,
          kind: 'ADJUSTMENT',
          remark: 'Dev credit',
          now: deps.now(),
        }),
      );
      deps.events.toMember(member.id, { type: 'balance', balance, currency: merchant.currency });
      return ok({ balance });
    },
  );
  // A settled play of a chosen stake and win at the gateway clock (the scope's, when named), through
  // recordPlay like a round on the game page: the agent reports' and settlements' fixtures.
  scope.post<{
    Body: { username: string; stake: string; win: string; gameCode?: string; scope?: string };
  }>(
    '/play',
    {
      schema: {
        body: object(
          {
            username: { type: 'string' },
            stake: { type: 'string', pattern: '^\\d{1,12}(\\.\\d{1,2})?$' },
            win: { type: 'string', pattern: '^\\d{1,12}(\\.\\d{1,2})?$' },
            gameCode: { type: 'string' },
            scope: { type: 'string', pattern: DEV_SCOPE_PATTERN },
          },
          ['username', 'stake', 'win'],
        ),
      },
    },
    async (request) => {
      const merchant = merchantOf(deps, request);
      const member = await memberNamed(deps, merchant, request.body.username);
      const code = request.body.gameCode ?? (await firstGameCode(deps.db));
      const game = deps.catalogue.gameByCode(code);
      if (!game) fail('NOT_FOUND', { message: `/__dev/play: no game ${code}.` });
      const now = dev.nowFor(deps.now(), request.body.scope);
      const played = await deps.db.transaction((tx) =>
        recordPlay(tx, {
          member: { id: member.id, username: member.username, merchantCode: merchant.code },
          game: {
            nodeId: game.nodeId,
            gameCode: game.gameCode,
            vendor: game.vassalage,
            category: game.gameType,
          },
          stake: centsOf(request.body.stake) ?? 0,
          win: centsOf(request.body.win) ?? 0,
          now,
          utcOffsetMinutes: cashierOf(merchant.settings).utcOffsetMinutes,
        }),
      );
      deps.events.toMember(member.id, {
        type: 'balance',
        balance: played.balance,
        currency: merchant.currency,
      });
      return ok({ ...played, playedAt: now.toISOString() });
    },
  );
  scope.post<{ Body: { username: string; reason?: string } }>(
    '/kick',
    {
      schema: {
        body: object({ username: { type: 'string' }, reason: { type: 'string' } }, ['username']),
      },
    },
    async (request) => {
      const member = await memberNamed(deps, merchantOf(deps, request), request.body.username);
      const ended = await revokeSessions(deps.db, { memberId: member.id }, deps.now());
      deps.events.closeSessions(ended, SOCKET_CLOSE.forcedLogout, {
        type: 'forcedLogout',
        reason: request.body.reason ?? 'kicked',
      });
      return ok({ revoked: ended.length });
    },
  );
}
