// The gateway on a Fastify instance: the action routes under their prefixes (/wps, /lgw,
// /lotto/lgw), each prefix with its own error and not-found handlers (so a host app such as
// `skinforge preview` keeps `/` and its SPA fallback to itself), the pages and pictures under /lgw,
// the socket at /ws, and with --dev the /__dev routes.
import type { FastifyInstance } from 'fastify';
import { ACTIONS, type ActionName } from '../../engine';
import type { ActionRoute } from '../context/action-context';
import type { GatewayDeps } from '../context/gateway-deps';
import { GatewayError } from '../core/gateway-error';
import { MAX_NESTING, nestsDeeperThan } from '../core/hostile-input';
import { registerFirebaseStandIn } from '../firebase/phone-stand-in';
import { registerArt } from '../routes/art';
import { registerCustomerServiceOpen } from '../routes/customer-service-open';
import { registerDevRoutes } from '../routes/dev/dev-routes';
import { registerPages } from '../routes/pages';
import { registerPaymentPage } from '../routes/payment-page';
import { ROUTES } from '../routes/route-table';
import { registerSocket } from '../routes/socket';
import { handleGatewayError, handleUnknownRoute } from './error-handler';
import { BODY_LIMIT, registerAction } from './register-action';

export const ACTION_PREFIXES = ['/lotto/lgw', '/lgw', '/wps'] as const;

const prefixOf = (path: string) => ACTION_PREFIXES.find((prefix) => path.startsWith(`${prefix}/`));

const CORS_HEADERS =
  'Content-Type, Authorization, X-Merchant-Code, X-Language, X-Client-Type, Idempotency-Key, X-Dev-Scope, X-Dev-Client-Ip';

/** Fastify's JSON parser (prototype poisoning refused), after the nesting is measured. */
function parseJsonWithinDepth(scope: FastifyInstance): void {
  const parse = scope.getDefaultJsonParser('error', 'error');
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: BODY_LIMIT },
    (request, body, done) => {
      const text = String(body);
      if (nestsDeeperThan(text)) {
        const message = `The request body nests deeper than ${MAX_NESTING} levels (got more than ${MAX_NESTING})`;
        done(new GatewayError('BAD_REQUEST', { message }), undefined);
        return;
      }
      parse(request, text, done);
    },
  );
}

/**
 * Envelope errors, JSON within its depth, form bodies and CORS for one prefix. Any origin may call:
 * the token is a bearer header, never a cookie, so a foreign page gains nothing it could not send
 * itself.
 */
function prepareScope(scope: FastifyInstance): void {
  scope.setErrorHandler(handleGatewayError);
  scope.setNotFoundHandler(handleUnknownRoute);
  parseJsonWithinDepth(scope);
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: BODY_LIMIT },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
  scope.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (!origin) return;
    reply
      .header('Access-Control-Allow-Origin', origin)
      .header('Vary', 'Origin')
      .header('Access-Control-Expose-Headers', 'Retry-After, Idempotent-Replayed');
  });
  scope.options('/*', async (_request, reply) =>
    reply
      .code(204)
      .header('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE')
      .header('Access-Control-Allow-Headers', CORS_HEADERS)
      .header('Access-Control-Max-Age', '600')
      .send(),
  );
}

export function registerGatewayRoutes(scope: FastifyInstance, deps: GatewayDeps): void {
  for (const prefix of ACTION_PREFIXES) {
    scope.register(
      async (family) => {
        prepareScope(family);
        for (const spec of ACTIONS.filter((action) => prefixOf(action.path) === prefix)) {
          registerAction(family, prefix, spec, ROUTES[spec.name] as ActionRoute<ActionName>, deps);
        }
        if (prefix === '/wps') registerCustomerServiceOpen(family, deps);
        if (prefix === '/lgw') {
          registerPages(family, deps);
          registerPaymentPage(family, deps);
          registerFirebaseStandIn(family, deps);
          registerArt(family, deps);
        }
      },
      { prefix },
    );
  }
  registerSocket(scope, deps);
  const { dev } = deps;
  if (dev) {
    scope.register(
      async (devScope) => {
        prepareScope(devScope);
        registerDevRoutes(devScope, deps, dev);
      },
      { prefix: '/__dev' },
    );
  }
}
