// The pipeline every action goes through, in order: dev faults, the merchant (as the request's dev
// scope sees it), maintenance and region restriction, the token, the payload (decrypted, then
// validated against its schema), the route's guards, the idempotency key for money-moving actions
// (an answer already given is replayed here), the route's checks before its transaction, the
// handler, and the envelope.
import { isIP } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { catalogueTexts, isAgent, isTrial, type ActionName, type ActionSpec } from '../../engine';
import type { ActionContext, ActionRoute } from '../context/action-context';
import type { GatewayDeps } from '../context/gateway-deps';
import { fail, GatewayError } from '../core/gateway-error';
import { moduleEnabled, type Merchant } from '../core/merchants';
import { headerValue, requestLanguage, requestOrigin } from '../core/request-basics';
import { withRequestTime } from '../core/request-time';
import type { Queryable } from '../db/database';
import type { Fault } from '../dev/dev-state';
import { refuseWhileRestricted } from '../members/rg-checks';
import { findSession, type SessionInfo } from '../members/sessions';
import { earlierAnswer, IDEMPOTENCY_KEY_PATTERN, runIdempotent } from '../rules/idempotency';
import { bearerToken, sha256 } from '../rules/tokens';
import { elideLongStrings } from './long-string-elider';
import { successMessage } from './messages';

/** Bodies above this are refused with 413: no payload of the contract comes near it. */
export const BODY_LIMIT = 64 * 1024;

/** What an action that cuts its strings (cutStringsAfter) reads at most before refusing. */
export const FILE_BODY_RAW_LIMIT = 256 * 1024 * 1024;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Dev fault injection (`/__dev/faults`): delay, a 500, or a dropped connection. */
async function applyFault(fault: Fault | undefined, reply: FastifyReply): Promise<boolean> {
  if (!fault) return false;
  if (fault.delayMs) await sleep(fault.delayMs);
  if (fault.drop) {
    reply.hijack();
    reply.raw.socket?.destroy();
    return true;
  }
  if (fault.status) {
    await reply.code(fault.status).send({
      success: false,
      message: 'Injected fault',
      value: null,
      code: fault.status >= 500 ? 'INTERNAL' : 'BAD_REQUEST',
    });
    return true;
  }
  return false;
}

function checkOutage(merchant: Merchant, route: ActionRoute<ActionName>, now: Date): void {
  if (route.duringOutage) return;
  if (merchant.regionRestricted) fail('REGION_RESTRICTED');
  if (merchant.maintenance) {
    const end = merchant.maintenanceEnd;
    fail('MAINTENANCE', {
      value: { maintenanceEnd: end?.toISOString() ?? null },
      headers: end
        ? { 'Retry-After': String(Math.max(1, Math.ceil((end.getTime() - now.getTime()) / 1000))) }
        : {},
    });
  }
}

async function authenticate(
  spec: ActionSpec,
  request: FastifyRequest,
  merchant: Merchant,
  deps: GatewayDeps,
  now: Date,
): Promise<SessionInfo | null> {
  if (!spec.auth && !spec.publicRead) return null;
  const header = headerValue(request, 'authorization');
  if (!header) return spec.auth ? fail('LOGIN_REQUIRED') : null;
  const token = bearerToken(header);
  const session = token ? await findSession(deps.db, sha256(token), now) : undefined;
  // A revoked or expired token is refused everywhere it is read, never silently treated as a
  // visitor.
  if (!session || session.merchantCode !== merchant.code) fail('TOKEN_INVALID');
  return session;
}

async function readPayload(
  spec: ActionSpec,
  request: FastifyRequest,
  deps: GatewayDeps,
): Promise<Record<string, unknown>> {
  const fromQuery = spec.method === 'GET' || spec.method === 'DELETE';
  const body = request.body;
  if (body !== undefined && body !== null && (typeof body !== 'object' || Array.isArray(body))) {
    fail('BAD_REQUEST', { message: `The ${spec.name} payload must be a JSON object.` });
  }
  let payload: Record<string, unknown> = fromQuery
    ? {
        ...(request.query as Record<string, unknown>),
        ...((body as Record<string, unknown>) ?? {}),
      }
    : { ...((body as Record<string, unknown>) ?? {}) };
  if (spec.encrypted) {
    if (!('encrypted' in payload) || Object.keys(payload).length !== 1) fail('ENCRYPTION_REQUIRED');
    const plain = await deps.keys.decrypt(spec.name, payload.encrypted);
    if (typeof plain !== 'object' || plain === null || Array.isArray(plain)) {
      fail('BAD_REQUEST', { message: `The ${spec.name} payload must be a JSON object.` });
    }
    payload = plain as Record<string, unknown>;
  }
  deps.validator.payload(spec, payload, fromQuery);
  return payload;
}

function checkGuards(
  spec: ActionSpec,
  route: ActionRoute<ActionName>,
  merchant: Merchant,
  session: SessionInfo | null,
): void {
  if (route.module && !moduleEnabled(merchant, route.module)) {
    fail('FEATURE_DISABLED', { value: { module: route.module } });
  }
  if (!session) return;
  if (route.realAccountOnly && isTrial(session.type)) fail('TRIAL_NOT_ALLOWED');
  // The refusal follows the request's language like every other (spec 000 §6 "Non-agents cannot
  // log in" is the login's own text; this one names the action's).
  if (route.agentOnly && !isAgent(session.type)) {
    fail('NOT_AGENT', { texts: catalogueTexts('error.agentsOnly') });
  }
  // A forced password change (spec 000 §4) blocks what moves money or launches games until it is
  // done.
  if (session.mustChangePassword && (spec.idempotent || route.realAccountOnly)) {
    fail('PASSWORD_CHANGE_REQUIRED');
  }
}

/**
 * A break or a self-exclusion closes what the route marks (gateway README "Responsible
 * gambling"); the member's settings came with the session.
 */
function checkRestriction(
  route: ActionRoute<ActionName>,
  payload: Record<string, unknown>,
  session: SessionInfo | null,
  now: Date,
): void {
  const refused = route.refusedWhileRestricted as
    true | ((payload: unknown) => boolean) | undefined;
  if (!session || !refused || (refused !== true && !refused(payload))) return;
  refuseWhileRestricted(session.rgSettings, now);
}

export function registerAction(
  scope: FastifyInstance,
  prefix: string,
  spec: ActionSpec,
  route: ActionRoute<ActionName>,
  deps: GatewayDeps,
): void {
  scope.route({
    method: spec.method,
    url: spec.path.slice(prefix.length),
    bodyLimit: route.cutStringsAfter ? FILE_BODY_RAW_LIMIT : (route.bodyLimit ?? BODY_LIMIT),
    ...(route.cutStringsAfter
      ? {
          preParsing: (_request, _reply, payload, done) =>
            done(
              null,
              payload.pipe(elideLongStrings(route.cutStringsAfter!, route.bodyLimit ?? BODY_LIMIT)),
            ),
        }
      : {}),
    handler: async (request, reply) => {
      // A dev scope (X-Dev-Scope) sees its own switches on top of the global ones
      // (gateway/dev/dev-state.ts).
      const devScope = deps.dev ? headerValue(request, 'x-dev-scope') : undefined;
      if (await applyFault(deps.dev?.takeFault(spec.name as ActionName, devScope), reply)) {
        return reply;
      }
      // A dev scope may run on a clock of its own (the /__dev clock offset).
      const now = deps.dev ? deps.dev.nowFor(deps.now(), devScope) : deps.now();
      return withRequestTime(now, () =>
        answerAction(spec, route, deps, request, reply, now, devScope),
      );
    },
  });
}

/** A header the dev gateway honours so that tests can log in from any address. */
export const DEV_CLIENT_IP_HEADER = 'x-dev-client-ip';

/**
 * The client's address: the socket's (or X-Forwarded-For's with trustProxy); with --dev only,
 * X-Dev-Client-Ip when it is an IP address, for end-to-end tests of the new-IP check.
 */
function clientIp(request: FastifyRequest, deps: GatewayDeps): string {
  const faked = deps.dev ? headerValue(request, DEV_CLIENT_IP_HEADER)?.trim() : undefined;
  return faked && isIP(faked) ? faked : request.ip;
}

/** Everything after the dev fault, on the request's time (core/request-time.ts). */
async function answerAction(
  spec: ActionSpec,
  route: ActionRoute<ActionName>,
  deps: GatewayDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  now: Date,
  devScope: string | undefined,
): Promise<FastifyReply> {
  const stored = deps.merchants.resolve(headerValue(request, 'x-merchant-code'));
  const merchant = deps.dev ? deps.dev.merchantFor(stored, devScope) : stored;
  checkOutage(merchant, route, now);
  const session = await authenticate(spec, request, merchant, deps, now);
  const payload = await readPayload(spec, request, deps);
  checkGuards(spec, route, merchant, session);
  checkRestriction(route, payload, session, now);

  const effects: Array<() => void> = [];
  let message = successMessage(requestLanguage(request));
  const context = (db: Queryable, inTransaction: boolean): ActionContext<unknown> => ({
    action: spec.name as ActionName,
    payload,
    merchant,
    session,
    language: requestLanguage(request),
    now,
    origin: requestOrigin(request),
    ip: clientIp(request, deps),
    db,
    deps,
    request,
    transaction: (work) => {
      if (inTransaction) return work(db);
      // A run PostgreSQL aborted (a deadlock) and ran again keeps only its own effects.
      const mark = effects.length;
      return deps.db.transaction((tx) => {
        effects.length = mark;
        return work(tx);
      });
    },
    afterCommit: (effect) => effects.push(effect),
    setMessage: (text) => {
      message = text;
    },
  });
  const handler = route.handler as (context: ActionContext<unknown>) => Promise<unknown>;
  const before = route.beforeTransaction as
    ((context: ActionContext<unknown>) => Promise<void>) | undefined;

  let value: unknown;
  if (spec.idempotent) {
    const key = headerValue(request, 'idempotency-key');
    if (!key) fail('IDEMPOTENCY_KEY_REQUIRED');
    if (!IDEMPOTENCY_KEY_PATTERN.test(key)) {
      fail('BAD_REQUEST', {
        message: 'Idempotency-Key must be 8 to 128 letters, digits or ._:- (a UUID fits).',
      });
    }
    if (!session) fail('LOGIN_REQUIRED');
    const asked = { memberId: session.memberId, action: spec.name, key, payload, now };
    const earlier = before ? await earlierAnswer(deps.db, asked) : undefined;
    if (!earlier) await before?.(context(deps.db, false));
    const answer =
      earlier ??
      (await runIdempotent(deps.db, asked, (tx) => {
        effects.length = 0;
        return handler(context(tx, true));
      }));
    value = answer.value;
    if (answer.replayed) {
      reply.header('Idempotent-Replayed', 'true');
      effects.length = 0;
    }
  } else {
    await before?.(context(deps.db, false));
    value = await handler(context(deps.db, false));
  }
  for (const effect of effects) effect();

  if (deps.checkValues) {
    const problems = deps.validator.valueProblems(spec, value);
    if (problems.length) {
      throw new GatewayError('INTERNAL', {
        message: `The ${spec.name} value breaks its schema: ${problems.slice(0, 3).join('; ')}`,
      });
    }
  }
  return reply.code(200).send({ success: true, message, value: value ?? null });
}
