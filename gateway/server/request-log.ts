// What an operator sees of the gateway (Fastify's logger, pino, one JSON line per entry): one line
// for every answer of 500 or above, whatever failed, and with `requests` one line for every
// answer. A line holds the method, the path, the status, the time taken and, for a failure, the
// error; never a header, a body, or a secret in the URL (passwords, codes, tokens, the game page's
// ticket are replaced by [redacted]).
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';

export interface GatewayLogOptions {
  /** One line per request, not only per failure (`--log`). */
  requests?: boolean;
  /** Where lines go; stdout by default. */
  destination?: { write(line: string): void };
}

/** Query fields whose values are secrets or open something. */
const SECRET_FIELDS = new Set(
  [
    'password',
    'oldPassword',
    'newPassword',
    'confirmPassword',
    'confirmNewPassword',
    'paymentPassword',
    'verificationCode',
    'captcha',
    'captchaKey',
    'code',
    'token',
    'ticket',
    'state',
  ].map((name) => name.toLowerCase()),
);
const REDACTED = '[redacted]';

/** The URL as a log line may show it. */
export function redactUrl(url: string): string {
  const [path = '', query] = url.split('?', 2);
  const safePath = path.replace(/\/game-page\/[^/]+/, `/game-page/${REDACTED}`);
  if (query === undefined) return safePath;
  const params = new URLSearchParams(query);
  for (const key of [...new Set(params.keys())]) {
    if (SECRET_FIELDS.has(key.toLowerCase())) params.set(key, REDACTED);
  }
  return `${safePath}?${params.toString().replace(/%5Bredacted%5D/g, REDACTED)}`;
}

export function loggerOptions(
  log: GatewayLogOptions | false | undefined,
): FastifyServerOptions['logger'] {
  if (!log) return false;
  return {
    level: 'info',
    // Headers never reach a line; should an entry carry them, the bearer token and cookies go.
    redact: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization'],
    ...(log.destination ? { stream: log.destination } : {}),
  };
}

const failures = new WeakMap<FastifyRequest, Error>();

/** The error behind a 5xx, for its line (the error handler hands it over instead of logging it). */
export function rememberFailure(request: FastifyRequest, error: Error): void {
  failures.set(request, error);
}

export function registerRequestLog(app: FastifyInstance, log: GatewayLogOptions): void {
  app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
    const status = reply.statusCode;
    if (status < 500 && !log.requests) return;
    const line = {
      method: request.method,
      url: redactUrl(request.url),
      status,
      ms: Math.round(reply.elapsedTime),
    };
    if (status >= 500) {
      const error = failures.get(request);
      request.log.error(error ? { ...line, err: error } : line, `answered ${status}`);
    } else {
      request.log.info(line, `answered ${status}`);
    }
  });
}
