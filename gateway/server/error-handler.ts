// Every failure leaves as an envelope `{ success: false, message, value, code }` with a status that
// fits (ARCHITECTURE.md "The gateway contract"), whether the gateway meant it (GatewayError) or
// Fastify refused the request first (malformed JSON, a body too large, a media type it does not
// take). A transaction PostgreSQL kept aborting as a deadlock or a serialization failure, after
// every attempt (db/pg-database.ts), answers 503 with Retry-After: nothing moved, try again.
// Nothing else escapes: an unexpected error answers 500 'Unknown error', and its line in the log
// (server/request-log.ts) carries the error.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorCode } from '../../engine';
import { GatewayError, retryAfter } from '../core/gateway-error';
import { requestLanguage } from '../core/request-basics';
import { isStoreBusy } from '../db/database';
import { messageFor } from './messages';
import { rememberFailure } from './request-log';

/** The answer when the store stayed busy: 503, Retry-After 1, and nothing was done. */
function storeBusy(): GatewayError {
  const { headers, value } = retryAfter(1);
  return new GatewayError('RATE_LIMITED', {
    status: 503,
    headers,
    value,
    texts: {
      en: 'Too many requests are moving this money at once: nothing was done. Please try again.',
      pt: 'Muitos pedidos movem este dinheiro ao mesmo tempo: nada foi feito. Tente de novo.',
    },
  });
}

function fromFastify(error: FastifyError): GatewayError | undefined {
  const status = error.statusCode ?? 0;
  if (status < 400 || status >= 500) return undefined;
  const code: ErrorCode =
    status === 413
      ? 'PAYLOAD_TOO_LARGE'
      : status === 415
        ? 'UNSUPPORTED_MEDIA_TYPE'
        : 'BAD_REQUEST';
  return new GatewayError(code, { status, message: error.message, value: null });
}

export function sendGatewayError(
  reply: FastifyReply,
  request: FastifyRequest,
  error: GatewayError,
): FastifyReply {
  const language = requestLanguage(request);
  const message = error.custom
    ? error.message
    : (error.texts?.[language] ?? messageFor(error.code, language));
  return reply
    .code(error.status)
    .headers(error.headers)
    .send({ success: false, message, value: error.value, code: error.code });
}

export function handleGatewayError(
  error: FastifyError | GatewayError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const known =
    error instanceof GatewayError ? error : isStoreBusy(error) ? storeBusy() : fromFastify(error);
  if (known) return sendGatewayError(reply, request, known);
  rememberFailure(request, error);
  return sendGatewayError(reply, request, new GatewayError('INTERNAL'));
}

export function handleUnknownRoute(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return sendGatewayError(
    reply,
    request,
    new GatewayError('UNKNOWN_ACTION', {
      message: `No action answers ${request.method} ${request.url.split('?')[0]}; see \`skinforge actions\`.`,
    }),
  );
}
