// Fault injection per action and the gateway's clock under /__dev, each global or a scope's own
// (X-Dev-Scope, gateway/dev/dev-state.ts), and dropping a scope.
import type { FastifyInstance } from 'fastify';
import { isActionName } from '../../../engine';
import type { GatewayDeps } from '../../context/gateway-deps';
import { fail } from '../../core/gateway-error';
import type { DevState } from '../../dev/dev-state';
import { ok, switchBody, type Scoped } from './dev-bodies';

export function registerFaultsAndClock(
  scope: FastifyInstance,
  deps: GatewayDeps,
  dev: DevState,
): void {
  const faults = (scopeName?: string) => Object.fromEntries(dev.faultsOf(scopeName));
  scope.get<{ Querystring: { scope?: string } }>('/faults', async (request) =>
    ok(faults(request.query.scope)),
  );
  scope.post<{
    Body: Scoped<{
      action: string;
      delayMs?: number;
      status?: number;
      drop?: boolean;
      times?: number;
    }>;
  }>(
    '/faults',
    {
      schema: {
        body: switchBody(
          {
            action: { type: 'string' },
            delayMs: { type: 'integer', minimum: 0, maximum: 120_000 },
            status: { type: 'integer', minimum: 400, maximum: 599 },
            drop: { type: 'boolean' },
            times: { type: 'integer', minimum: 1 },
          },
          ['action'],
        ),
      },
    },
    async (request) => {
      const {
        action,
        merchantCode: _merchant,
        scope: scopeName,
        ...fault
      } = request.body as typeof request.body & { merchantCode?: string };
      if (!isActionName(action)) {
        fail('NOT_FOUND', { message: `No action ${action}; see \`skinforge actions\`.` });
      }
      dev.faultsOf(scopeName).set(action, fault);
      return ok(faults(scopeName));
    },
  );
  scope.delete<{ Querystring: { action?: string; scope?: string } }>('/faults', async (request) => {
    const { action, scope: scopeName } = request.query;
    if (action && isActionName(action)) dev.faultsOf(scopeName).delete(action);
    else dev.faultsOf(scopeName).clear();
    return ok(faults(scopeName));
  });
  scope.delete<{ Params: { scope: string } }>('/scopes/:scope', async (request) => {
    dev.dropScope(request.params.scope);
    return ok({ scope: request.params.scope });
  });
  scope.get<{ Querystring: { scope?: string } }>('/clock', async (request) => {
    const scoped = dev.clockOffsetOf(request.query.scope);
    return ok({
      now: dev.nowFor(deps.now(), request.query.scope).toISOString(),
      offsetSeconds: (dev.clockOffsetMs + scoped) / 1000,
    });
  });
  // With a scope the clock moves for that scope's requests only (X-Dev-Scope), so a test that needs
  // minutes to pass does not expire the SMS codes and sessions of the tests beside it.
  scope.post<{ Body: Scoped<{ advanceSeconds?: number; reset?: boolean }> }>(
    '/clock',
    {
      schema: {
        body: switchBody({
          advanceSeconds: { type: 'number', minimum: 0 },
          reset: { type: 'boolean' },
        }),
      },
    },
    async (request) => {
      const { advanceSeconds = 0, reset = false, scope: scopeName } = request.body;
      if (scopeName) {
        dev.moveScopeClock(scopeName, advanceSeconds * 1000, reset);
      } else {
        dev.clockOffsetMs = reset ? 0 : dev.clockOffsetMs + advanceSeconds * 1000;
      }
      return ok({
        now: dev.nowFor(deps.now(), scopeName).toISOString(),
        offsetSeconds: (dev.clockOffsetMs + dev.clockOffsetOf(scopeName)) / 1000,
      });
    },
  );
}
