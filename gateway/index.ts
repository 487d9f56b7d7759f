// The reference gateway's public entry: `createGateway` for hosts that add their own routes (the
// preview and dev servers add static files and the SPA fallback to `app` before it listens), and
// `startGateway` for `skinforge gateway` and tests.
import websocket from '@fastify/websocket';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { registerGatewayRoutes } from './server/create-app';
import { BODY_LIMIT } from './server/register-action';
import { loggerOptions, registerRequestLog } from './server/request-log';
import { startServices, type GatewayOptions } from './server/start-services';

export type { GatewayOptions } from './server/start-services';
export type { GatewayLogOptions } from './server/request-log';
export type { DatabaseOption } from './db/database';
export {
  DEMO_ACCOUNTS,
  PLAYER_PASSWORD,
  AGENT_PASSWORD,
  PAYMENT_PASSWORD,
} from './seed/demo-accounts';
export { DEFAULT_INITIAL_PASSWORD } from './seed/merchant-settings';

export const DEFAULT_PORT = 4300;

export interface Gateway {
  /** Not yet listening: register more plugins, then `listen` (or call ready()). */
  app: FastifyInstance;
  /** Opens the store, migrates, seeds and boots the app. */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The gateway on a new Fastify instance. It registers @fastify/websocket itself (for /ws) and
 * only routes under /wps, /lgw, /lotto/lgw, /ws and (with dev) /__dev: never `/` or a catch-all.
 */
export function createGateway(options: GatewayOptions = {}): Gateway {
  const app = Fastify({
    logger: loggerOptions(options.log),
    // One line per answer at most, written by server/request-log.ts.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: options.trustProxy ?? false,
    bodyLimit: BODY_LIMIT,
    forceCloseConnections: true,
    // Starting means migrating and, on a fresh store, seeding ~10,000 games: seconds on an idle
    // machine, far more on a busy CI runner. Fastify's 10 s plugin timeout would fail a start that
    // is merely slow.
    pluginTimeout: 0,
  });
  if (options.log) registerRequestLog(app, options.log);
  app.register(websocket, { options: { maxPayload: 16 * 1024 } });
  app.register(async (scope) => {
    const deps = await startServices(options, (message) => app.log.warn(message));
    scope.addHook('onClose', async () => {
      deps.events.closeAll();
      await deps.db.close();
    });
    registerGatewayRoutes(scope, deps);
  });
  return {
    app,
    ready: async () => {
      await app.ready();
    },
    close: () => app.close(),
  };
}

export interface StartGatewayOptions extends GatewayOptions {
  /** 0 picks a free port. */
  port?: number;
  host?: string;
}

export interface StartedGateway {
  url: string;
  app: FastifyInstance;
  close(): Promise<void>;
}

export async function startGateway(options: StartGatewayOptions = {}): Promise<StartedGateway> {
  const { port = DEFAULT_PORT, host = '127.0.0.1', ...rest } = options;
  const gateway = createGateway(rest);
  try {
    await gateway.app.listen({ port, host });
  } catch (error) {
    await gateway.close().catch(() => undefined);
    throw error;
  }
  const address = gateway.app.server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${actualPort}`,
    app: gateway.app,
    close: gateway.close,
  };
}
