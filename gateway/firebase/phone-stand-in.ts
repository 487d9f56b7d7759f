// A stand-in of firebase's phone sign-in (identitytoolkit v1, as firebase's web SDK calls it), so
// the reference gateway runs the firebase path of spec 000 §3, §4, §9 with no outside service:
//   POST /lgw/identitytoolkit/v1/accounts:sendVerificationCode?key=… { phoneNumber } → { sessionInfo }
//   POST /lgw/identitytoolkit/v1/accounts:signInWithPhoneNumber?key=… { sessionInfo, code }
//     → { idToken, refreshToken, expiresIn, localId, isNewUser, phoneNumber }
//   GET  /lgw/identitytoolkit/jwks: the public keys of its id tokens
// Errors answer as identitytoolkit does, `{ error: { code: 400, message: NAME, errors, status } }`,
// with the names the spec's phone-error list maps (spec 000 §8): MISSING_PHONE_NUMBER,
// INVALID_PHONE_NUMBER, OPERATION_NOT_ALLOWED (a region its policy does not send to),
// TOO_MANY_ATTEMPTS_TRY_LATER (more than 3 sends to a phone in 5 minutes, spec 000 §9),
// QUOTA_EXCEEDED (the project's sends in an hour), MISSING_CODE, MISSING_SESSION_INFO,
// INVALID_SESSION_INFO, INVALID_CODE, SESSION_EXPIRED (the code's 5 minutes are over, or 5 wrong
// entries killed it). The API key names the merchant whose phoneSignIn is the stand-in's. The
// "SMS" goes to the dev outbox like the gateway's own codes. Kept in SQL (firebase_stand_in_sessions).
import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { GatewayDeps } from '../context/gateway-deps';
import type { FirebasePhoneSettings, Merchant } from '../core/merchants';
import { headerValue } from '../core/request-basics';
import { issuerOf, signIdToken } from './id-token';
import { standInJwks, standInKey } from './stand-in-keys';

export const STAND_IN_PATH = '/identitytoolkit';
const CODE_MINUTES = 5;
const MAX_WRONG_ENTRIES = 5;
const SENDS_PER_PHONE = 3;
const PHONE_WINDOW_MINUTES = 5;
const DEFAULT_QUOTA_PER_HOUR = 500;
const TOKEN_SECONDS = 3600;

type ErrorName =
  | 'API_KEY_INVALID'
  | 'MISSING_PHONE_NUMBER'
  | 'INVALID_PHONE_NUMBER'
  | 'OPERATION_NOT_ALLOWED'
  | 'TOO_MANY_ATTEMPTS_TRY_LATER'
  | 'QUOTA_EXCEEDED'
  | 'MISSING_CODE'
  | 'MISSING_SESSION_INFO'
  | 'INVALID_SESSION_INFO'
  | 'INVALID_CODE'
  | 'SESSION_EXPIRED';

function refuse(reply: FastifyReply, name: ErrorName, detail?: string): FastifyReply {
  const message = detail ? `${name} : ${detail}` : name;
  return reply.code(400).send({
    error: {
      code: 400,
      message,
      errors: [{ message, domain: 'global', reason: 'invalid' }],
      status: 'INVALID_ARGUMENT',
    },
  });
}

const codeHash = (sessionInfo: string, code: string) =>
  createHash('sha256').update(`${sessionInfo}:${code}`).digest('hex');

interface Project {
  merchant: Merchant;
  settings: FirebasePhoneSettings;
  now: Date;
}

/** The merchant (as the request's dev scope sees it) whose stand-in project has this API key. */
function projectOf(deps: GatewayDeps, request: FastifyRequest): Project | undefined {
  const key = (request.query as { key?: unknown }).key;
  const scope = deps.dev ? headerValue(request, 'x-dev-scope') : undefined;
  const now = deps.dev ? deps.dev.nowFor(deps.now(), scope) : deps.now();
  for (const stored of deps.merchants.list()) {
    const merchant = deps.dev ? deps.dev.merchantFor(stored, scope) : stored;
    const settings = merchant.settings.phoneSignIn;
    if (settings?.standIn && typeof key === 'string' && settings.apiKey === key) {
      return { merchant, settings, now };
    }
  }
  return undefined;
}

const minutesBefore = (now: Date, minutes: number) => new Date(now.getTime() - minutes * 60_000);

async function sendVerificationCode(
  deps: GatewayDeps,
  project: Project,
  reply: FastifyReply,
  body: { phoneNumber?: unknown },
): Promise<FastifyReply> {
  const { merchant, settings, now } = project;
  const phone = body.phoneNumber;
  if (typeof phone !== 'string' || phone === '') return refuse(reply, 'MISSING_PHONE_NUMBER');
  if (!/^\+[1-9]\d{7,14}$/.test(phone)) {
    return refuse(
      reply,
      'INVALID_PHONE_NUMBER',
      `expected E.164 (+ and 8-15 digits), got ${phone}`,
    );
  }
  const regions = settings.allowedDialingCodes ?? [merchant.settings.dialingCode];
  const region = regions.find((code) => phone.startsWith(`+${code}`));
  if (!region) {
    return refuse(reply, 'OPERATION_NOT_ALLOWED', `SMS to +${regions.join(', +')} only`);
  }
  const { db } = deps;
  const [counts] = await db.query<{ phone_sends: string; project_sends: string }>(
    `SELECT count(*) FILTER (WHERE phone = $2 AND created_at > $3) AS phone_sends,
            count(*) FILTER (WHERE created_at > $4) AS project_sends
     FROM firebase_stand_in_sessions WHERE project_id = $1 AND created_at > $4`,
    [settings.projectId, phone, minutesBefore(now, PHONE_WINDOW_MINUTES), minutesBefore(now, 60)],
  );
  if (Number(counts?.phone_sends ?? 0) >= SENDS_PER_PHONE) {
    return refuse(reply, 'TOO_MANY_ATTEMPTS_TRY_LATER');
  }
  if (Number(counts?.project_sends ?? 0) >= (settings.quotaPerHour ?? DEFAULT_QUOTA_PER_HOUR)) {
    return refuse(reply, 'QUOTA_EXCEEDED');
  }
  const sessionInfo = randomBytes(24).toString('base64url');
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.query(
    'INSERT INTO firebase_stand_in_sessions (session_info, project_id, phone, code_hash, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6)',
    [
      sessionInfo,
      settings.projectId,
      phone,
      codeHash(sessionInfo, code),
      now,
      new Date(now.getTime() + CODE_MINUTES * 60_000),
    ],
  );
  deps.dev?.record({
    kind: 'sms',
    merchantCode: merchant.code,
    // The gateway's own spelling of a phone (dialing code:number), so tests find it alike.
    to: `${region}:${phone.slice(region.length + 1)}`,
    purpose: 'firebase',
    code,
    text: `${code} is your verification code for ${settings.projectId}.`,
    sentAt: now.toISOString(),
  });
  return reply.send({ sessionInfo });
}

interface SessionRow {
  phone: string;
  code_hash: string;
  expires_at: Date;
  wrong_entries: number;
  used_at: Date | null;
}

async function signInWithPhoneNumber(
  deps: GatewayDeps,
  project: Project,
  reply: FastifyReply,
  body: { sessionInfo?: unknown; code?: unknown },
): Promise<FastifyReply> {
  const { settings, now } = project;
  const { sessionInfo, code } = body;
  if (typeof sessionInfo !== 'string' || sessionInfo === '') {
    return refuse(reply, 'MISSING_SESSION_INFO');
  }
  if (typeof code !== 'string' || code === '') return refuse(reply, 'MISSING_CODE');
  // A wrong entry is counted, and a right one spent, in the one statement that finds the session
  // alive: of parallel entries one right one signs in, and a sixth wrong one finds it dead.
  const [row] = await deps.db.query<SessionRow & { right: boolean }>(
    `UPDATE firebase_stand_in_sessions
     SET wrong_entries = wrong_entries + CASE WHEN code_hash = $3 THEN 0 ELSE 1 END,
         used_at = CASE WHEN code_hash = $3 THEN $4::timestamptz ELSE used_at END
     WHERE session_info = $1 AND project_id = $2 AND used_at IS NULL
       AND expires_at > $4 AND wrong_entries < $5
     RETURNING phone, code_hash = $3 AS right`,
    [sessionInfo, settings.projectId, codeHash(sessionInfo, code), now, MAX_WRONG_ENTRIES],
  );
  if (!row) {
    const [known] = await deps.db.query<{ one: number }>(
      'SELECT 1 AS one FROM firebase_stand_in_sessions WHERE session_info = $1 AND project_id = $2',
      [sessionInfo, settings.projectId],
    );
    return refuse(reply, known ? 'SESSION_EXPIRED' : 'INVALID_SESSION_INFO');
  }
  if (!row.right) return refuse(reply, 'INVALID_CODE');
  const { kid, privateKey } = standInKey();
  const seconds = Math.floor(now.getTime() / 1000);
  const localId = createHash('sha256')
    .update(`${settings.projectId}:${row.phone}`)
    .digest('base64url')
    .slice(0, 28);
  const idToken = signIdToken(
    {
      iss: issuerOf(settings.projectId),
      aud: settings.projectId,
      sub: localId,
      iat: seconds,
      exp: seconds + TOKEN_SECONDS,
      auth_time: seconds,
      phone_number: row.phone,
      firebase: { sign_in_provider: 'phone' },
      // Two sign-ins of one phone within a second are two tokens, each good for one use.
      jti: randomBytes(12).toString('base64url'),
    },
    kid,
    privateKey,
  );
  return reply.send({
    idToken,
    refreshToken: randomBytes(32).toString('base64url'),
    expiresIn: String(TOKEN_SECONDS),
    localId,
    isNewUser: false,
    phoneNumber: row.phone,
  });
}

/** The stand-in's routes, under the /lgw prefix. */
export function registerFirebaseStandIn(scope: FastifyInstance, deps: GatewayDeps): void {
  const route = (
    name: string,
    answer: (
      project: Project,
      reply: FastifyReply,
      body: Record<string, unknown>,
    ) => Promise<FastifyReply>,
  ) =>
    // identitytoolkit's method names follow a colon, which Fastify's path syntax writes as `::`.
    scope.post(`${STAND_IN_PATH}/v1/accounts::${name}`, async (request, reply) => {
      const project = projectOf(deps, request);
      if (!project) return refuse(reply, 'API_KEY_INVALID', 'no stand-in project has this key');
      const body = (request.body ?? {}) as Record<string, unknown>;
      return answer(project, reply, typeof body === 'object' ? body : {});
    });
  route('sendVerificationCode', (project, reply, body) =>
    sendVerificationCode(deps, project, reply, body),
  );
  route('signInWithPhoneNumber', (project, reply, body) =>
    signInWithPhoneNumber(deps, project, reply, body),
  );
  scope.get(`${STAND_IN_PATH}/jwks`, async () => standInJwks());
}
