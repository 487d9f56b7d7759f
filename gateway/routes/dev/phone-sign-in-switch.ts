// POST /__dev/phone-sign-in: the merchant's phone sign-in (gateway/firebase/phone-sign-in.ts):
// `firebase` on the gateway's stand-in, a project of the merchant (and of the scope, so that scopes
// count their sends apart), or `null` for the gateway's own SMS codes.
import type { FastifyInstance } from 'fastify';
import type { GatewayDeps } from '../../context/gateway-deps';
import type { FirebasePhoneSettings } from '../../core/merchants';
import type { DevState } from '../../dev/dev-state';
import { applySwitch, switchedMerchant } from './apply-switch';
import { ok, switchBody, type Scoped } from './dev-bodies';

export function registerPhoneSignInSwitch(
  scope: FastifyInstance,
  deps: GatewayDeps,
  dev: DevState,
): void {
  scope.post<{
    Body: Scoped<
      { provider: 'firebase' | null } & Pick<
        FirebasePhoneSettings,
        'quotaPerHour' | 'allowedDialingCodes'
      >
    >;
  }>(
    '/phone-sign-in',
    {
      schema: {
        body: switchBody(
          {
            provider: { enum: ['firebase', null] },
            quotaPerHour: { type: 'integer', minimum: 0 },
            allowedDialingCodes: {
              type: 'array',
              items: { type: 'string', pattern: '^\\d{1,4}$' },
            },
          },
          ['provider'],
        ),
      },
    },
    async (request) => {
      const current = switchedMerchant(deps, dev, request);
      const { provider, quotaPerHour, allowedDialingCodes, scope: scopeName } = request.body;
      const project = `stand-in-${current.code.toLowerCase()}${scopeName ? `-${scopeName}` : ''}`;
      const settings = {
        ...current.settings,
        phoneSignIn:
          provider === null
            ? undefined
            : {
                provider,
                projectId: project,
                apiKey: `${project}-key`,
                standIn: true,
                quotaPerHour,
                allowedDialingCodes,
              },
      };
      const merchant = await applySwitch(deps, dev, request, { settings });
      return ok({
        merchantCode: merchant.code,
        provider: merchant.settings.phoneSignIn?.provider ?? 'gateway',
      });
    },
  );
}
