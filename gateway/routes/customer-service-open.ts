// Opening a customer-service entry (spec 000 §2 the customer-service button, §3 "path
// (encrypted)"): the permission payload carries each path sealed to the gateway's own key, and the
// site's customer-service window opens `/wps/system/customer-service/open?path=<the sealed path>`
// (engine CUSTOMER_SERVICE_OPEN_PATH), where the gateway decrypts it and sends the window on to the
// address. Only http, https and mailto addresses are followed (an e-mail entry opens the player's
// mail program); a path sealed by an earlier process (the
// key lives as long as the process) or altered on the way gets a page saying so.
import type { FastifyInstance } from 'fastify';
import { CUSTOMER_SERVICE_OPEN_PATH } from '../../engine';
import type { GatewayDeps } from '../context/gateway-deps';
import { GatewayError } from '../core/gateway-error';
import { sendPage } from './html-page';

/** The additional data a sealed customer-service path is bound to. */
export const CUSTOMER_SERVICE_PURPOSE = 'customerServicePath';

const OPENABLE = /^(?:https?:\/\/|mailto:)[^\s]+$/i;

export function registerCustomerServiceOpen(scope: FastifyInstance, deps: GatewayDeps): void {
  const route = CUSTOMER_SERVICE_OPEN_PATH.replace(/^\/wps/, '');
  scope.get<{ Querystring: { path?: string } }>(route, async (request, reply) => {
    let address: unknown;
    try {
      const sealed = JSON.parse(request.query.path ?? '') as unknown;
      address = ((await deps.keys.decrypt(CUSTOMER_SERVICE_PURPOSE, sealed)) as { path?: unknown })
        .path;
    } catch (error) {
      if (!(error instanceof SyntaxError) && !(error instanceof GatewayError)) throw error;
    }
    if (typeof address !== 'string' || !OPENABLE.test(address)) {
      return sendPage(
        reply,
        400,
        'Customer service',
        '<h1>This customer-service link has expired</h1><p>Close this window and open customer service from the site again.</p>',
      );
    }
    return reply.redirect(address, 302);
  });
}
