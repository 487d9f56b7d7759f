// The `--dev` routes under /__dev (ARCHITECTURE.md "The gateway contract"), one file per kind:
// the outbox of SMS codes, captcha answers and e-mails, newest first (here); the merchant's
// switches (merchant-switches.ts, permission-switch.ts); fault injection and the clock
// (faults-and-clock.ts); pushes to a player (player-pushes.ts); the merchant's decisions
// (operator-decisions.ts); a local sign-in provider for the social buttons (sign-in-provider.ts);
// the live chat's operator page. Registered only when the gateway runs with --dev. The switches
// and faults take an optional `scope`: then they hold only for requests with
// `X-Dev-Scope: <scope>` (gateway/dev/dev-state.ts) until `DELETE /__dev/scopes/<scope>`.
import type { FastifyInstance } from 'fastify';
import type { GatewayDeps } from '../../context/gateway-deps';
import type { DevState } from '../../dev/dev-state';
import { registerOperatorPage } from '../chat-page';
import { ok } from './dev-bodies';
import { registerFaultsAndClock } from './faults-and-clock';
import { registerMerchantSwitches, registerVerificationSwitch } from './merchant-switches';
import {
  registerPointsSwitches,
  registerPromotionSwitch,
  registerWithdrawalSwitch,
} from './operator-decisions';
import { registerPermissionSwitch } from './permission-switch';
import { registerPhoneSignInSwitch } from './phone-sign-in-switch';
import { registerPlayerPushes } from './player-pushes';
import { registerOAuth } from './sign-in-provider';

export function registerDevRoutes(scope: FastifyInstance, deps: GatewayDeps, dev: DevState): void {
  scope.get('/', async () =>
    ok({
      routes: [
        'GET /__dev/outbox?kind=&to=&merchantCode=',
        'DELETE /__dev/outbox',
        'POST /__dev/maintenance {enabled, endsAt?, merchantCode?, scope?}',
        'POST /__dev/region {restricted, merchantCode?, scope?}',
        'POST /__dev/modules {modId, enabled, merchantCode?, scope?}',
        'POST /__dev/registration {field, show?, required?, rule?, merchantCode?, scope?}',
        'POST /__dev/verification {provider: proofOfWork|turnstile|hcaptcha|null, siteKey?, secret?, verifyUrl?, difficulty?, merchantCode?, scope?}',
        'POST /__dev/phone-sign-in {provider: firebase|null, quotaPerHour?, allowedDialingCodes?, merchantCode?, scope?}',
        'POST /__dev/permission {mainDomain?, redirectToMainDomain?, domainRoute?, gtagId?, scope?}',
        'GET /__dev/analytics/gtag.js?id= (a stand-in analytics script)',
        'GET|POST|DELETE /__dev/faults {action, delayMs?, status?, drop?, times?, scope?}',
        'DELETE /__dev/scopes/:scope (a scoped switch holds for requests with X-Dev-Scope: <scope>)',
        'GET|POST /__dev/clock {advanceSeconds?, reset?}',
        'POST /__dev/messages {username, title, content?}',
        'POST /__dev/credit {username, amount}',
        'POST /__dev/play {username, stake, win, gameCode?, scope?}',
        'POST /__dev/kick {username, reason?}',
        'GET /__dev/oauth/{facebook|google}/authorize?redirect_uri=&state=',
        'GET /__dev/chat (the live chat operator page)',
      ],
    }),
  );
  scope.get<{ Querystring: { kind?: string; to?: string; merchantCode?: string } }>(
    '/outbox',
    async (request) => ok({ list: dev.entries(request.query) }),
  );
  scope.delete('/outbox', async () => {
    dev.clearOutbox();
    return ok({ list: [] });
  });
  registerMerchantSwitches(scope, deps, dev);
  registerVerificationSwitch(scope, deps, dev);
  registerPhoneSignInSwitch(scope, deps, dev);
  registerPermissionSwitch(scope, deps, dev);
  registerFaultsAndClock(scope, deps, dev);
  registerPlayerPushes(scope, deps, dev);
  registerWithdrawalSwitch(scope, deps);
  registerPointsSwitches(scope, deps);
  registerPromotionSwitch(scope, deps);
  registerOAuth(scope, dev, deps);
  registerOperatorPage(scope);
}
