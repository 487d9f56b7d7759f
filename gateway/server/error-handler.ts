// Every failure leaves as an envelope `{ success: false, message, value, code }` with a status that
// fits (ARCHITECTURE.md "The gateway contract"), whether the gateway meant it (GatewayError) or
// Fastify refused the request first (malformed JSON, a body too large, a media type it does not
// take). Nothing else escapes: an unexpected error is logged and answers 500 'Unknown error'.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorCode } from '../../engine';
import { GatewayError } from '../core/gateway-error';
import { requestLanguage } from '../core/request-basics';
import { messageFor } from './messages';

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
  const message = error.custom ? error.message : messageFor(error.code, requestLanguage(request));
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
  const known = error instanceof GatewayError ? error : fromFastify(error);
  if (known) return sendGatewayError(reply, request, known);
  request.log.error({ err: error }, 'unexpected gateway error');
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
