// What the /__dev routes share: their answer's shape, their bodies' JSON Schemas (every body may
// name the merchant; a switch's may name a scope, gateway/dev/dev-state.ts), the merchant a request
// names and the member a body names.
import type { FastifyRequest } from 'fastify';
import { MERCHANT_CODE_PATTERN } from '../../../engine';
import type { GatewayDeps } from '../../context/gateway-deps';
import { fail } from '../../core/gateway-error';
import type { Merchant } from '../../core/merchants';
import { headerValue } from '../../core/request-basics';
import { DEV_SCOPE_PATTERN } from '../../dev/dev-state';
import { memberByUsername } from '../../members/member-row';

export const ok = (value: unknown, message = 'OK') => ({ success: true, message, value });
const merchantCode = { type: 'string', pattern: MERCHANT_CODE_PATTERN.source };
export const object = (properties: Record<string, unknown>, required: string[] = []) => ({
  type: 'object',
  additionalProperties: false,
  required,
  properties: { merchantCode, ...properties },
});
export const scope = { type: 'string', pattern: DEV_SCOPE_PATTERN };
/** A switch's body: its properties, the merchant and the optional scope. */
export const switchBody = (properties: Record<string, unknown>, required: string[] = []) =>
  object({ scope, ...properties }, required);

export function merchantOf(deps: GatewayDeps, request: FastifyRequest): Merchant {
  const body = (request.body ?? {}) as { merchantCode?: string };
  return deps.merchants.resolve(body.merchantCode ?? headerValue(request, 'x-merchant-code'));
}

export async function memberNamed(deps: GatewayDeps, merchant: Merchant, username: string) {
  const member = await memberByUsername(deps.db, merchant.code, username);
  if (!member) fail('NOT_FOUND', { message: `No member ${username} at ${merchant.code}.` });
  return member;
}

/** A body that may name a scope. */
export type Scoped<T> = T & { scope?: string };
