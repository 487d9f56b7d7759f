// POST /__dev/permission: the permission payload's main domain, redirect, mirrors and analytics id
// (spec 000 §3), and a stand-in analytics script.
import type { FastifyInstance } from 'fastify';
import type { GatewayDeps } from '../../context/gateway-deps';
import { fail } from '../../core/gateway-error';
import type { DevState } from '../../dev/dev-state';
import { applySwitch, switchedMerchant } from './apply-switch';
import { ok, switchBody, type Scoped } from './dev-bodies';

/** What /__dev/permission may change: the permission's main domain, mirrors and analytics id. */
interface PermissionSwitch {
  mainDomain?: string;
  redirectToMainDomain?: boolean;
  domainRoute?: string[];
  gtagId?: string;
}

/**
 * The permission's main domain, redirect, mirrors and analytics id, so e2e can see the site follow
 * them; and a stand-in analytics script that says it ran (a test never reaches the internet).
 */
export function registerPermissionSwitch(
  scope: FastifyInstance,
  deps: GatewayDeps,
  dev: DevState,
): void {
  const host = { type: 'string', maxLength: 255 };
  const checkHost = (where: string, value: string) => {
    if (!/^[A-Za-z0-9.-]+(?::\d{1,5})?$/.test(value)) {
      fail('BAD_REQUEST', {
        message: `${where} must be a host such as www.example.com or localhost:4400 (got ${JSON.stringify(value)})`,
      });
    }
  };
  scope.post<{ Body: Scoped<PermissionSwitch> }>(
    '/permission',
    {
      schema: {
        body: switchBody({
          mainDomain: host,
          redirectToMainDomain: { type: 'boolean' },
          domainRoute: { type: 'array', items: host, maxItems: 20 },
          gtagId: { type: 'string', pattern: '^[A-Za-z0-9-]{0,40}$' },
        }),
      },
    },
    async (request) => {
      const current = switchedMerchant(deps, dev, request);
      const { mainDomain, redirectToMainDomain, domainRoute, gtagId } = request.body;
      if (mainDomain !== undefined) checkHost('mainDomain', mainDomain);
      domainRoute?.forEach((domain, index) => checkHost(`domainRoute[${index}]`, domain));
      const settings = {
        ...current.settings,
        ...(mainDomain === undefined ? {} : { mainDomain }),
        ...(redirectToMainDomain === undefined ? {} : { redirectToMainDomain }),
        ...(gtagId === undefined ? {} : { gtagId }),
        ...(domainRoute === undefined
          ? {}
          : { mirrors: domainRoute.map((domain) => ({ domain, label: domain })) }),
      };
      const merchant = await applySwitch(deps, dev, request, { settings });
      const { mirrors, ...rest } = merchant.settings;
      return ok({
        merchantCode: merchant.code,
        mainDomain: rest.mainDomain,
        redirectToMainDomain: rest.redirectToMainDomain ?? false,
        domainRoute: mirrors.map((mirror) => mirror.domain),
        gtagId: rest.gtagId,
      });
    },
  );
  scope.get('/analytics/gtag.js', async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(ANALYTICS_STAND_IN),
  );
}

/** Marks the page with the id it was loaded for, where a test can read it. */
const ANALYTICS_STAND_IN = `(function () {
  var script = document.currentScript;
  var id = script ? new URL(script.src).searchParams.get('id') : '';
  document.documentElement.setAttribute('data-analytics-loaded', id || '');
})();
`;
