// The `--dev` routes under /__dev (ARCHITECTURE.md "The gateway contract"): the outbox of SMS
// codes, captcha answers and e-mails, newest first; switches for maintenance, region restriction,
// modules, registration settings and the permission's domains and analytics id (with a stand-in
// analytics script); fault injection per action; a clock offset (global, or a
// scope's own); pushing a message, a credit, points or a forced logout to a player; deciding
// withdrawals, redeems and promotion applications; and a local sign-in provider for the social
// buttons; the live chat's operator page. Registered only when the gateway runs with --dev. The switches and faults take an optional `scope`: then they hold only
// for requests with `X-Dev-Scope: <scope>` (gateway/dev/dev-state.ts) until `DELETE
// /__dev/scopes/<scope>`.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  centsOf,
  isActionName,
  MERCHANT_CODE_PATTERN,
  MODULE_IDS,
  switchModule,
  type FieldRule,
  type ModuleId,
} from '../../engine';
import type { GatewayDeps } from '../context/gateway-deps';
import { cashierOf } from '../core/cashier-settings';
import { fail } from '../core/gateway-error';
import type { FirebasePhoneSettings, HumanVerificationSettings, Merchant } from '../core/merchants';
import { headerValue } from '../core/request-basics';
import { DEV_SCOPE_PATTERN, type DevState, type MerchantOverlay } from '../dev/dev-state';
import { SOCKET_CLOSE } from '../events/event-hub';
import { memberByUsername } from '../members/member-row';
import { recordPlay } from '../members/plays';
import { writePointsLine } from '../members/points-ledger';
import { decideApplication } from '../members/promotion-entries';
import { decideRedeem, type RedeemDecision } from '../members/redeems';
import { restrictionOf, rgSettingsRow } from '../members/rg-settings';
import { revokeSessions } from '../members/sessions';
import { moveMoney } from '../members/wallet';
import { decideWithdrawal } from '../members/withdrawals';
import { registerOperatorPage } from './chat-page';
import { escapeHtml, sendPage } from './html-page';

const ok = (value: unknown, message = 'OK') => ({ success: true, message, value });
const merchantCode = { type: 'string', pattern: MERCHANT_CODE_PATTERN.source };
const object = (properties: Record<string, unknown>, required: string[] = []) => ({
  type: 'object',
  additionalProperties: false,
  required,
  properties: { merchantCode, ...properties },
});
const scope = { type: 'string', pattern: DEV_SCOPE_PATTERN };
/** A switch's body: its properties, the merchant and the optional scope. */
const switchBody = (properties: Record<string, unknown>, required: string[] = []) =>
  object({ scope, ...properties }, required);

function merchantOf(deps: GatewayDeps, request: FastifyRequest): Merchant {
  const body = (request.body ?? {}) as { merchantCode?: string };
  return deps.merchants.resolve(body.merchantCode ?? headerValue(request, 'x-merchant-code'));
}

async function memberNamed(deps: GatewayDeps, merchant: Merchant, username: string) {
  const member = await memberByUsername(deps.db, merchant.code, username);
  if (!member) fail('NOT_FOUND', { message: `No member ${username} at ${merchant.code}.` });
  return member;
}

async function updateMerchant(
  deps: GatewayDeps,
  merchant: Merchant,
  sql: string,
  params: unknown[],
): Promise<Merchant> {
  await deps.db.query(`UPDATE merchants SET ${sql} WHERE code = $1`, [merchant.code, ...params]);
  const changed = await deps.merchants.reload(deps.db, merchant.code);
  deps.events.merchantChanged(merchant.code);
  return changed;
}

type Scoped<T> = T & { scope?: string };

/** The merchant as the switch's scope sees it (the stored one without a scope). */
function switchedMerchant(
  deps: GatewayDeps,
  dev: DevState,
  request: FastifyRequest<{ Body: Scoped<object> }>,
): Merchant {
  return dev.merchantFor(merchantOf(deps, request), request.body.scope);
}

/** A switch: kept for the scope when the body names one, else written to the merchant's row. */
async function applySwitch(
  deps: GatewayDeps,
  dev: DevState,
  request: FastifyRequest<{ Body: Scoped<object> }>,
  change: MerchantOverlay,
  sql: string,
  params: unknown[],
): Promise<Merchant> {
  const current = switchedMerchant(deps, dev, request);
  const { scope: scopeName } = request.body;
  if (!scopeName) return updateMerchant(deps, current, sql, params);
  dev.overlay(scopeName, current.code, change);
  return dev.merchantFor(current, scopeName);
}

function registerSwitches(scope: FastifyInstance, deps: GatewayDeps, dev: DevState): void {
  scope.post<{ Body: Scoped<{ enabled: boolean; endsAt?: string | null }> }>(
    '/maintenance',
    {
      schema: {
        body: switchBody({ enabled: { type: 'boolean' }, endsAt: { type: ['string', 'null'] } }, [
          'enabled',
        ]),
      },
    },
    async (request) => {
      const endsAt = request.body.endsAt ? new Date(request.body.endsAt) : null;
      if (endsAt && Number.isNaN(endsAt.getTime())) {
        fail('BAD_REQUEST', {
          message: `endsAt must be an ISO time (got ${JSON.stringify(request.body.endsAt)})`,
        });
      }
      const maintenanceEnd = request.body.enabled ? endsAt : null;
      const merchant = await applySwitch(
        deps,
        dev,
        request,
        { maintenance: request.body.enabled, maintenanceEnd },
        'maintenance = $2, maintenance_end = $3',
        [request.body.enabled, maintenanceEnd],
      );
      // The socket reaches every player of the merchant, so only a global switch is announced on
      // it.
      if (!request.body.scope) {
        deps.events.toMerchant(merchant.code, {
          type: 'maintenance',
          maintenance: merchant.maintenance,
          maintenanceEnd: merchant.maintenanceEnd?.toISOString() ?? null,
        });
      }
      return ok({
        merchantCode: merchant.code,
        maintenance: merchant.maintenance,
        maintenanceEnd: merchant.maintenanceEnd?.toISOString() ?? null,
      });
    },
  );
  scope.post<{ Body: Scoped<{ restricted: boolean }> }>(
    '/region',
    { schema: { body: switchBody({ restricted: { type: 'boolean' } }, ['restricted']) } },
    async (request) => {
      const merchant = await applySwitch(
        deps,
        dev,
        request,
        { regionRestricted: request.body.restricted },
        'region_restricted = $2',
        [request.body.restricted],
      );
      return ok({ merchantCode: merchant.code, regionRestriction: merchant.regionRestricted });
    },
  );
  scope.post<{ Body: Scoped<{ modId: ModuleId; enabled: boolean }> }>(
    '/modules',
    {
      schema: {
        body: switchBody({ modId: { enum: [...MODULE_IDS] }, enabled: { type: 'boolean' } }, [
          'modId',
          'enabled',
        ]),
      },
    },
    async (request) => {
      const current = switchedMerchant(deps, dev, request);
      const { tree, found } = switchModule(
        current.moduleTree,
        request.body.modId,
        request.body.enabled,
      );
      if (!found) {
        fail('NOT_FOUND', {
          message: `No module ${request.body.modId} in ${current.code}'s tree.`,
        });
      }
      const merchant = await applySwitch(
        deps,
        dev,
        request,
        { moduleTree: tree },
        'module_tree = $2::jsonb',
        [JSON.stringify(tree)],
      );
      return ok({ merchantCode: merchant.code, whitelabel: merchant.moduleTree });
    },
  );
  const rule = {
    type: 'object',
    additionalProperties: false,
    required: ['acceptedPattern', 'minLength', 'maxLength', 'patternId'],
    properties: {
      acceptedPattern: { type: 'string' },
      minLength: { type: 'integer', minimum: 0 },
      maxLength: { type: 'integer', minimum: 0 },
      patternId: { type: 'string' },
    },
  };
  scope.post<{
    Body: Scoped<{ field: string; show?: boolean; required?: boolean | null; rule?: FieldRule }>;
  }>(
    '/registration',
    {
      schema: {
        body: switchBody(
          {
            field: { type: 'string' },
            show: { type: 'boolean' },
            required: { type: ['boolean', 'null'] },
            rule,
          },
          ['field'],
        ),
      },
    },
    async (request) => {
      const current = switchedMerchant(deps, dev, request);
      const { field, show, required } = request.body;
      const setting = { ...(current.settings.registrationSettings[field] ?? { show: true }) };
      if (show !== undefined) setting.show = show;
      if (required === null) delete setting.required;
      else if (required !== undefined) setting.required = required;
      const rules = request.body.rule
        ? { ...current.settings.registrationRules, [field]: request.body.rule }
        : current.settings.registrationRules;
      const settings = {
        ...current.settings,
        registrationSettings: { ...current.settings.registrationSettings, [field]: setting },
        registrationRules: rules,
      };
      const merchant = await applySwitch(deps, dev, request, { settings }, 'settings = $2::jsonb', [
        JSON.stringify(settings),
      ]);
      return ok({
        merchantCode: merchant.code,
        registrationSettings: merchant.settings.registrationSettings,
        registrationRules: merchant.settings.registrationRules,
      });
    },
  );
}

/**
 * POST /__dev/verification: the merchant's human-verification step (rules/human-verification.ts),
 * `provider: null` for none; for a scope alone when the body names one.
 */
function registerVerificationSwitch(
  scope: FastifyInstance,
  deps: GatewayDeps,
  dev: DevState,
): void {
  scope.post<{
    Body: Scoped<
      { provider: HumanVerificationSettings['provider'] | null } & Omit<
        HumanVerificationSettings,
        'provider'
      >
    >;
  }>(
    '/verification',
    {
      schema: {
        body: switchBody(
          {
            provider: { enum: ['proofOfWork', 'turnstile', 'hcaptcha', null] },
            siteKey: { type: 'string' },
            secret: { type: 'string' },
            verifyUrl: { type: 'string', pattern: '^https?://' },
            difficulty: { type: 'integer', minimum: 1, maximum: 24 },
          },
          ['provider'],
        ),
      },
    },
    async (request) => {
      const current = switchedMerchant(deps, dev, request);
      const { provider, siteKey, secret, verifyUrl, difficulty } = request.body;
      const settings = {
        ...current.settings,
        humanVerification:
          provider === null ? undefined : { provider, siteKey, secret, verifyUrl, difficulty },
      };
      const merchant = await applySwitch(deps, dev, request, { settings }, 'settings = $2::jsonb', [
        JSON.stringify(settings),
      ]);
      return ok({
        merchantCode: merchant.code,
        provider: merchant.settings.humanVerification?.provider ?? 'none',
      });
    },
  );
}

/**
 * POST /__dev/phone-sign-in: the merchant's phone sign-in (firebase/phone-sign-in.ts): `firebase`
 * on the gateway's stand-in, a project of the merchant (and of the scope, so that scopes count
 * their sends apart), or `null` for the gateway's own SMS codes.
 */
function registerPhoneSignInSwitch(scope: FastifyInstance, deps: GatewayDeps, dev: DevState): void {
  scope.post<{
    Body: Scoped<
      { provider: 'firebase' | null } & Pick<
        FirebasePhoneSettings,
        'quotaPerHour' | 'allowedDialingCodes'
      >
    >;
  }>(
    '/phone-sign-in',
    {
      schema: {
        body: switchBody(
          {
            provider: { enum: ['firebase', null] },
            quotaPerHour: { type: 'integer', minimum: 0 },
            allowedDialingCodes: {
              type: 'array',
              items: { type: 'string', pattern: '^\\d{1,4}$' },
            },
          },
          ['provider'],
        ),
      },
    },
    async (request) => {
      const current = switchedMerchant(deps, dev, request);
      const { provider, quotaPerHour, allowedDialingCodes, scope: scopeName } = request.body;
      const project = `stand-in-${current.code.toLowerCase()}${scopeName ? `-${scopeName}` : ''}`;
      const settings = {
        ...current.settings,
        phoneSignIn:
          provider === null
            ? undefined
            : {
                provider,
                projectId: project,
                apiKey: `${project}-key`,
                standIn: true,
                quotaPerHour,
                allowedDialingCodes,
              },
      };
      const merchant = await applySwitch(deps, dev, request, { settings }, 'settings = $2::jsonb', [
        JSON.stringify(settings),
      ]);
      return ok({
        merchantCode: merchant.code,
        provider: merchant.settings.phoneSignIn?.provider ?? 'gateway',
      });
    },
  );
}

/** What /__dev/permission may change: the permission's main domain, mirrors and analytics id. */
interface PermissionSwitch {
  mainDomain?: string;
  redirectToMainDomain?: boolean;
  domainRoute?: string[];
  gtagId?: string;
}

/**
 * The permission's main domain, redirect, mirrors and analytics id, so e2e can see the site follow
 * them; and a stand-in analytics script that says it ran (a test never reaches the internet).
 */
function registerPermissionSwitch(scope: FastifyInstance, deps: GatewayDeps, dev: DevState): void {
  const host = { type: 'string', maxLength: 255 };
  const checkHost = (where: string, value: string) => {
    if (!/^[A-Za-z0-9.-]+(?::\d{1,5})?$/.test(value)) {
      fail('BAD_REQUEST', {
        message: `${where} must be a host such as www.example.com or localhost:4400 (got ${JSON.stringify(value)})`,
      });
    }
  };
  scope.post<{ Body: Scoped<PermissionSwitch> }>(
    '/permission',
    {
      schema: {
        body: switchBody({
          mainDomain: host,
          redirectToMainDomain: { type: 'boolean' },
          domainRoute: { type: 'array', items: host, maxItems: 20 },
          gtagId: { type: 'string', pattern: '^[A-Za-z0-9-]{0,40}$' },
        }),
      },
    },
    async (request) => {
      const current = switchedMerchant(deps, dev, request);
      const { mainDomain, redirectToMainDomain, domainRoute, gtagId } = request.body;
      if (mainDomain !== undefined) checkHost('mainDomain', mainDomain);
      domainRoute?.forEach((domain, index) => checkHost(`domainRoute[${index}]`, domain));
      const settings = {
        ...current.settings,
        ...(mainDomain === undefined ? {} : { mainDomain }),
        ...(redirectToMainDomain === undefined ? {} : { redirectToMainDomain }),
        ...(gtagId === undefined ? {} : { gtagId }),
        ...(domainRoute === undefined
          ? {}
          : { mirrors: domainRoute.map((domain) => ({ domain, label: domain })) }),
      };
      const merchant = await applySwitch(deps, dev, request, { settings }, 'settings = $2::jsonb', [
        JSON.stringify(settings),
      ]);
      const { mirrors, ...rest } = merchant.settings;
      return ok({
        merchantCode: merchant.code,
        mainDomain: rest.mainDomain,
        redirectToMainDomain: rest.redirectToMainDomain ?? false,
        domainRoute: mirrors.map((mirror) => mirror.domain),
        gtagId: rest.gtagId,
      });
    },
  );
  scope.get('/analytics/gtag.js', async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(ANALYTICS_STAND_IN),
  );
}

/** Marks the page with the id it was loaded for, where a test can read it. */
const ANALYTICS_STAND_IN = `(function () {
  var script = document.currentScript;
  var id = script ? new URL(script.src).searchParams.get('id') : '';
  document.documentElement.setAttribute('data-analytics-loaded', id || '');
})();
`;

function registerFaultsAndClock(scope: FastifyInstance, deps: GatewayDeps, dev: DevState): void {
  const faults = (scopeName?: string) => Object.fromEntries(dev.faultsOf(scopeName));
  scope.get<{ Querystring: { scope?: string } }>('/faults', async (request) =>
    ok(faults(request.query.scope)),
  );
  scope.post<{
    Body: Scoped<{
      action: string;
      delayMs?: number;
      status?: number;
      drop?: boolean;
      times?: number;
    }>;
  }>(
    '/faults',
    {
      schema: {
        body: switchBody(
          {
            action: { type: 'string' },
            delayMs: { type: 'integer', minimum: 0, maximum: 120_000 },
            status: { type: 'integer', minimum: 400, maximum: 599 },
            drop: { type: 'boolean' },
            times: { type: 'integer', minimum: 1 },
          },
          ['action'],
        ),
      },
    },
    async (request) => {
      const {
        action,
        merchantCode: _merchant,
        scope: scopeName,
        ...fault
      } = request.body as typeof request.body & { merchantCode?: string };
      if (!isActionName(action)) {
        fail('NOT_FOUND', { message: `No action ${action}; see \`skinforge actions\`.` });
      }
      dev.faultsOf(scopeName).set(action, fault);
      return ok(faults(scopeName));
    },
  );
  scope.delete<{ Querystring: { action?: string; scope?: string } }>('/faults', async (request) => {
    const { action, scope: scopeName } = request.query;
    if (action && isActionName(action)) dev.faultsOf(scopeName).delete(action);
    else dev.faultsOf(scopeName).clear();
    return ok(faults(scopeName));
  });
  scope.delete<{ Params: { scope: string } }>('/scopes/:scope', async (request) => {
    dev.dropScope(request.params.scope);
    return ok({ scope: request.params.scope });
  });
  scope.get<{ Querystring: { scope?: string } }>('/clock', async (request) => {
    const scoped = dev.clockOffsetOf(request.query.scope);
    return ok({
      now: dev.nowFor(deps.now(), request.query.scope).toISOString(),
      offsetSeconds: (dev.clockOffsetMs + scoped) / 1000,
    });
  });
  // With a scope the clock moves for that scope's requests only (X-Dev-Scope), so a test that needs
  // minutes to pass does not expire the SMS codes and sessions of the tests beside it.
  scope.post<{ Body: Scoped<{ advanceSeconds?: number; reset?: boolean }> }>(
    '/clock',
    {
      schema: {
        body: switchBody({
          advanceSeconds: { type: 'number', minimum: 0 },
          reset: { type: 'boolean' },
        }),
      },
    },
    async (request) => {
      const { advanceSeconds = 0, reset = false, scope: scopeName } = request.body;
      if (scopeName) {
        dev.moveScopeClock(scopeName, advanceSeconds * 1000, reset);
      } else {
        dev.clockOffsetMs = reset ? 0 : dev.clockOffsetMs + advanceSeconds * 1000;
      }
      return ok({
        now: dev.nowFor(deps.now(), scopeName).toISOString(),
        offsetSeconds: (dev.clockOffsetMs + dev.clockOffsetOf(scopeName)) / 1000,
      });
    },
  );
}

function registerPlayerPushes(scope: FastifyInstance, deps: GatewayDeps, dev: DevState): void {
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
      const text = (value: string) => JSON.stringify({ pt: value, en: value });
      await deps.db.query(
        'INSERT INTO messages (member_id, title, content, created_at) VALUES ($1, $2::jsonb, $3::jsonb, $4)',
        [member.id, text(request.body.title), text(request.body.content ?? ''), now],
      );
      const [{ unread }] = await deps.db.query<{ unread: number }>(
        'SELECT count(*) AS unread FROM messages WHERE member_id = $1 AND read_at IS NULL',
        [member.id],
      );
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
      const rows = await deps.db.query<{ id: number }>(
        `UPDATE feedback SET reply = $3, replied_at = $4
         WHERE id = (SELECT id FROM feedback WHERE member_id = $1 AND ($2::integer IS NULL OR id = $2)
                     ORDER BY created_at DESC, id DESC LIMIT 1)
         RETURNING id`,
        [member.id, request.body.id ?? null, request.body.reply, deps.now()],
      );
      if (rows.length === 0) {
        fail('NOT_FOUND', {
          message: `${request.body.username} has no feedback${request.body.id ? ` ${request.body.id}` : ''} to reply to.`,
        });
      }
      return ok({ id: rows[0].id });
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
      const [first] = await deps.db.query<{ game_code: string }>(
        "SELECT game_code FROM games WHERE is_game = 'GAME' ORDER BY node_id LIMIT 1",
      );
      const code = request.body.gameCode ?? first.game_code;
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

/**
 * The merchant's decision on a member's pending withdrawals (spec 001 §4): pay them (the player's
 * confirmation is then due within the auto-receipt minutes) or reject them (the amount goes back).
 * One by `withdrawalId`, else every pending one of the member.
 */
function registerWithdrawalSwitch(scope: FastifyInstance, deps: GatewayDeps): void {
  scope.post<{ Body: { username: string; decision: 'pay' | 'reject'; withdrawalId?: number } }>(
    '/withdrawals',
    {
      schema: {
        body: object(
          {
            username: { type: 'string' },
            decision: { enum: ['pay', 'reject'] },
            withdrawalId: { type: 'integer', minimum: 1 },
          },
          ['username', 'decision'],
        ),
      },
    },
    async (request) => {
      const merchant = merchantOf(deps, request);
      const member = await memberNamed(deps, merchant, request.body.username);
      const { decision, withdrawalId } = request.body;
      const timing = cashierOf(merchant.settings).withdrawal;
      const now = deps.now();
      const decided = await deps.db.transaction(async (tx) => {
        const pending = await tx.query<{ id: number }>(
          "SELECT id FROM withdrawals WHERE member_id = $1 AND status = 'pending' AND ($2::integer IS NULL OR id = $2) ORDER BY id",
          [member.id, withdrawalId ?? null],
        );
        let balance: string | null = null;
        for (const { id } of pending) {
          balance = (await decideWithdrawal(tx, { id, decision, timing, now })).balance ?? balance;
        }
        return { ids: pending.map((row) => row.id), balance };
      });
      if (withdrawalId !== undefined && decided.ids.length === 0) {
        fail('NOT_FOUND', {
          message: `No pending withdrawal ${withdrawalId} of ${member.username}.`,
        });
      }
      if (decided.balance !== null) {
        deps.events.toMember(member.id, {
          type: 'balance',
          balance: decided.balance,
          currency: merchant.currency,
        });
      }
      return ok({ decided: decided.ids, decision });
    },
  );
}

/**
 * A sign-in provider for the social buttons: a consent page, then a one-time code back to the site.
 */
/**
 * The points mall's switches: a points credit (an ADJUST line 'Dev credit'), and the merchant's
 * decision on a member's redeems in process (spec 001 §4 redeem status): approve them, or reject
 * them (the points come back). One by `redeemId`, else every one in process.
 */
function registerPointsSwitches(scope: FastifyInstance, deps: GatewayDeps): void {
  scope.post<{ Body: { username: string; points: number } }>(
    '/points',
    {
      schema: {
        body: object({ username: { type: 'string' }, points: { type: 'integer', minimum: 1 } }, [
          'username',
          'points',
        ]),
      },
    },
    async (request) => {
      const member = await memberNamed(deps, merchantOf(deps, request), request.body.username);
      const points = await deps.db.transaction(async (tx) => {
        const [row] = await tx.query<{ points: number }>(
          'UPDATE points_balances SET points = points + $2 WHERE member_id = $1 RETURNING points',
          [member.id, request.body.points],
        );
        await writePointsLine(tx, {
          memberId: member.id,
          changedPoints: request.body.points,
          pointsBalance: row.points,
          type: 'ADJUST',
          status: 'done',
          remark: 'Dev credit',
          now: deps.now(),
        });
        return row.points;
      });
      return ok({ points });
    },
  );
  scope.post<{ Body: { username: string; decision: RedeemDecision; redeemId?: number } }>(
    '/redeems',
    {
      schema: {
        body: object(
          {
            username: { type: 'string' },
            decision: { enum: ['approve', 'reject'] },
            redeemId: { type: 'integer', minimum: 1 },
          },
          ['username', 'decision'],
        ),
      },
    },
    async (request) => {
      const merchant = merchantOf(deps, request);
      const member = await memberNamed(deps, merchant, request.body.username);
      const { decision, redeemId } = request.body;
      const now = deps.now();
      const decided = await deps.db.transaction(async (tx) => {
        const open = await tx.query<{ id: number }>(
          "SELECT id FROM redeems WHERE member_id = $1 AND status = 'in process' AND ($2::integer IS NULL OR id = $2) ORDER BY id",
          [member.id, redeemId ?? null],
        );
        for (const { id } of open) await decideRedeem(tx, { id, decision, now });
        return open.map((row) => row.id);
      });
      if (redeemId !== undefined && decided.length === 0) {
        fail('NOT_FOUND', { message: `No redeem ${redeemId} in process for ${member.username}.` });
      }
      return ok({ decided, decision });
    },
  );
}

/**
 * The merchant's review of a member's promotion applications (spec 001 §4 applying → issued or
 * rejected): approve them (the bonus is issued at once) or reject them. One by `promotionId`, else
 * every application waiting.
 */
function registerPromotionSwitch(scope: FastifyInstance, deps: GatewayDeps): void {
  scope.post<{ Body: { username: string; decision: 'approve' | 'reject'; promotionId?: number } }>(
    '/promotions',
    {
      schema: {
        body: object(
          {
            username: { type: 'string' },
            decision: { enum: ['approve', 'reject'] },
            promotionId: { type: 'integer', minimum: 1 },
          },
          ['username', 'decision'],
        ),
      },
    },
    async (request) => {
      const merchant = merchantOf(deps, request);
      const member = await memberNamed(deps, merchant, request.body.username);
      const { decision, promotionId } = request.body;
      const now = deps.now();
      const decided = await deps.db.transaction(async (tx) => {
        const waiting = await tx.query<{ id: number; promotion_id: number }>(
          "SELECT id, promotion_id FROM promotion_entries WHERE member_id = $1 AND state = 'applying' AND ($2::integer IS NULL OR promotion_id = $2) ORDER BY id",
          [member.id, promotionId ?? null],
        );
        let balance: string | null = null;
        for (const { id } of waiting) {
          const answer = await decideApplication(tx, { entryId: id, decision, decidedAt: now });
          balance = answer.balance ?? balance;
        }
        return { promotions: waiting.map((row) => row.promotion_id), balance };
      });
      if (promotionId !== undefined && decided.promotions.length === 0) {
        fail('NOT_FOUND', {
          message: `No application of ${member.username} to promotion ${promotionId} waits for review.`,
        });
      }
      if (decided.balance !== null) {
        deps.events.toMember(member.id, {
          type: 'balance',
          balance: decided.balance,
          currency: merchant.currency,
        });
      }
      return ok({ decided: decided.promotions, decision });
    },
  );
}

function registerOAuth(scope: FastifyInstance, dev: DevState, deps: GatewayDeps): void {
  const providers = new Set(['facebook', 'google']);
  const validRedirect = (uri: string | undefined) =>
    typeof uri === 'string' && /^https?:\/\//.test(uri);
  scope.get<{
    Params: { provider: string };
    Querystring: { redirect_uri?: string; state?: string };
  }>('/oauth/:provider/authorize', async (request, reply) => {
    const { provider } = request.params;
    if (!providers.has(provider) || !validRedirect(request.query.redirect_uri)) {
      fail('BAD_REQUEST', {
        message: 'Use /__dev/oauth/facebook|google/authorize?redirect_uri=https://…&state=…',
      });
    }
    const hidden = (name: string, value: string) =>
      `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
    return sendPage(
      reply,
      200,
      `Sign in with ${provider}`,
      `<h1>Sign in with ${escapeHtml(provider)}</h1><p>Skinforge test provider</p>
<form method="post" action="/__dev/oauth/${escapeHtml(provider)}/approve">
${hidden('redirect_uri', request.query.redirect_uri ?? '')}${hidden('state', request.query.state ?? '')}
<p><input name="email" type="email" value="tester@example.com" aria-label="E-mail" required></p>
<p><input name="name" value="Test Player" aria-label="Name" required></p>
<button type="submit" name="decision" value="allow">Continue</button><button type="submit" name="decision" value="deny">Cancel</button>
</form>`,
    );
  });
  scope.post<{ Params: { provider: string }; Body: Record<string, string> }>(
    '/oauth/:provider/approve',
    async (request, reply) => {
      const { provider } = request.params;
      const {
        redirect_uri: redirectUri,
        state = '',
        email = '',
        name = '',
        decision,
      } = request.body ?? {};
      if (!providers.has(provider) || !validRedirect(redirectUri)) {
        fail('BAD_REQUEST', { message: 'A redirect_uri is needed.' });
      }
      const target = new URL(redirectUri);
      target.searchParams.set('state', state);
      if (decision !== 'allow') {
        target.searchParams.set('error', 'access_denied');
      } else {
        const code = randomBytes(24).toString('base64url');
        dev.socialGrants.set(code, {
          provider: provider as 'facebook' | 'google',
          subject: email.toLowerCase(),
          email,
          name: name || email,
          expiresAt: deps.now().getTime() + 5 * 60_000,
        });
        target.searchParams.set('code', code);
      }
      return reply.redirect(target.toString(), 302);
    },
  );
}

export function registerDevRoutes(scope: FastifyInstance, deps: GatewayDeps, dev: DevState): void {
  scope.get('/', async () =>
    ok({
      routes: [
        'GET /__dev/outbox?kind=&to=&merchantCode=',
        'DELETE /__dev/outbox',
        'POST /__dev/maintenance {enabled, endsAt?, merchantCode?, scope?}',
        'POST /__dev/region {restricted, merchantCode?, scope?}',
        'POST /__dev/modules {modId, enabled, merchantCode?, scope?}',
        'POST /__dev/registration {field, show?, required?, rule?, merchantCode?, scope?}',
        'POST /__dev/verification {provider: proofOfWork|turnstile|hcaptcha|null, siteKey?, secret?, verifyUrl?, difficulty?, merchantCode?, scope?}',
        'POST /__dev/phone-sign-in {provider: firebase|null, quotaPerHour?, allowedDialingCodes?, merchantCode?, scope?}',
        'POST /__dev/permission {mainDomain?, redirectToMainDomain?, domainRoute?, gtagId?, scope?}',
        'GET /__dev/analytics/gtag.js?id= (a stand-in analytics script)',
        'GET|POST|DELETE /__dev/faults {action, delayMs?, status?, drop?, times?, scope?}',
        'DELETE /__dev/scopes/:scope (a scoped switch holds for requests with X-Dev-Scope: <scope>)',
        'GET|POST /__dev/clock {advanceSeconds?, reset?}',
        'POST /__dev/messages {username, title, content?}',
        'POST /__dev/credit {username, amount}',
        'POST /__dev/play {username, stake, win, gameCode?, scope?}',
        'POST /__dev/kick {username, reason?}',
        'GET /__dev/oauth/{facebook|google}/authorize?redirect_uri=&state=',
        'GET /__dev/chat (the live chat operator page)',
      ],
    }),
  );
  scope.get<{ Querystring: { kind?: string; to?: string; merchantCode?: string } }>(
    '/outbox',
    async (request) => ok({ list: dev.entries(request.query) }),
  );
  scope.delete('/outbox', async () => {
    dev.clearOutbox();
    return ok({ list: [] });
  });
  registerSwitches(scope, deps, dev);
  registerVerificationSwitch(scope, deps, dev);
  registerPhoneSignInSwitch(scope, deps, dev);
  registerPermissionSwitch(scope, deps, dev);
  registerFaultsAndClock(scope, deps, dev);
  registerPlayerPushes(scope, deps, dev);
  registerWithdrawalSwitch(scope, deps);
  registerPointsSwitches(scope, deps);
  registerPromotionSwitch(scope, deps);
  registerOAuth(scope, dev, deps);
  registerOperatorPage(scope);
}
