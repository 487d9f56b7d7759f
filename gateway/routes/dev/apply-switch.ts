// A switch of the /__dev routes: kept for a scope's requests when the body names one
// (gateway/dev/dev-state.ts), else written to the merchant's stored row, reloaded and announced.
import type { FastifyRequest } from 'fastify';
import type { GatewayDeps } from '../../context/gateway-deps';
import type { Merchant } from '../../core/merchants';
import type { DevState, MerchantOverlay } from '../../dev/dev-state';
import { writeMerchantSwitch } from '../../store/merchant-switches';
import { merchantOf, type Scoped } from './dev-bodies';

/** The merchant as the switch's scope sees it (the stored one without a scope). */
export function switchedMerchant(
  deps: GatewayDeps,
  dev: DevState,
  request: FastifyRequest<{ Body: Scoped<object> }>,
): Merchant {
  return dev.merchantFor(merchantOf(deps, request), request.body.scope);
}

/** A switch: kept for the scope when the body names one, else written to the merchant's row. */
export async function applySwitch(
  deps: GatewayDeps,
  dev: DevState,
  request: FastifyRequest<{ Body: Scoped<object> }>,
  change: MerchantOverlay,
): Promise<Merchant> {
  const current = switchedMerchant(deps, dev, request);
  const { scope: scopeName } = request.body;
  if (!scopeName) {
    await writeMerchantSwitch(deps.db, current.code, change);
    const changed = await deps.merchants.reload(deps.db, current.code);
    deps.events.merchantChanged(current.code);
    return changed;
  }
  dev.overlay(scopeName, current.code, change);
  return dev.merchantFor(current, scopeName);
}
