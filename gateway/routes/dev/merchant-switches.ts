// The merchant's switches under /__dev: maintenance, region restriction, a module of the tree, a
// registration field's setting and rule (spec 000 §5), and the human-verification step; each for a
// scope alone when the body names one.
import type { FastifyInstance } from 'fastify';
import { MODULE_IDS, switchModule, type FieldRule, type ModuleId } from '../../../engine';
import type { GatewayDeps } from '../../context/gateway-deps';
import { fail } from '../../core/gateway-error';
import type { HumanVerificationSettings } from '../../core/merchants';
import type { DevState } from '../../dev/dev-state';
import { applySwitch, switchedMerchant } from './apply-switch';
import { ok, switchBody, type Scoped } from './dev-bodies';

export function registerMerchantSwitches(
  scope: FastifyInstance,
  deps: GatewayDeps,
  dev: DevState,
): void {
  scope.post<{ Body: Scoped<{ enabled: boolean; endsAt?: string | null }> }>(
    '/maintenance',
    {
      schema: {
        body: switchBody({ enabled: { type: 'boolean' }, endsAt: { type: ['string', 'null'] } }, [
          'enabled',
        ]),
      },
    },
    async (request) => {
      const endsAt = request.body.endsAt ? new Date(request.body.endsAt) : null;
      if (endsAt && Number.isNaN(endsAt.getTime())) {
        fail('BAD_REQUEST', {
          message: `endsAt must be an ISO time (got ${JSON.stringify(request.body.endsAt)})`,
        });
      }
      const maintenanceEnd = request.body.enabled ? endsAt : null;
      const merchant = await applySwitch(deps, dev, request, {
        maintenance: request.body.enabled,
        maintenanceEnd,
      });
      // The socket reaches every player of the merchant, so only a global switch is announced on
      // it.
      if (!request.body.scope) {
        deps.events.toMerchant(merchant.code, {
          type: 'maintenance',
          maintenance: merchant.maintenance,
          maintenanceEnd: merchant.maintenanceEnd?.toISOString() ?? null,
        });
      }
      return ok({
        merchantCode: merchant.code,
        maintenance: merchant.maintenance,
        maintenanceEnd: merchant.maintenanceEnd?.toISOString() ?? null,
      });
    },
  );
  scope.post<{ Body: Scoped<{ restricted: boolean }> }>(
    '/region',
    { schema: { body: switchBody({ restricted: { type: 'boolean' } }, ['restricted']) } },
    async (request) => {
      const merchant = await applySwitch(deps, dev, request, {
        regionRestricted: request.body.restricted,
      });
      return ok({ merchantCode: merchant.code, regionRestriction: merchant.regionRestricted });
    },
  );
  scope.post<{ Body: Scoped<{ modId: ModuleId; enabled: boolean }> }>(
    '/modules',
    {
      schema: {
        body: switchBody({ modId: { enum: [...MODULE_IDS] }, enabled: { type: 'boolean' } }, [
          'modId',
          'enabled',
        ]),
      },
    },
    async (request) => {
      const current = switchedMerchant(deps, dev, request);
      const { tree, found } = switchModule(
        current.moduleTree,
        request.body.modId,
        request.body.enabled,
      );
      if (!found) {
        fail('NOT_FOUND', {
          message: `No module ${request.body.modId} in ${current.code}'s tree.`,
        });
      }
      const merchant = await applySwitch(deps, dev, request, { moduleTree: tree });
      return ok({ merchantCode: merchant.code, whitelabel: merchant.moduleTree });
    },
  );
  const rule = {
    type: 'object',
    additionalProperties: false,
    required: ['acceptedPattern', 'minLength', 'maxLength', 'patternId'],
    properties: {
      acceptedPattern: { type: 'string' },
      minLength: { type: 'integer', minimum: 0 },
      maxLength: { type: 'integer', minimum: 0 },
      patternId: { type: 'string' },
    },
  };
  scope.post<{
    Body: Scoped<{ field: string; show?: boolean; required?: boolean | null; rule?: FieldRule }>;
  }>(
    '/registration',
    {
      schema: {
        body: switchBody(
          {
            field: { type: 'string' },
            show: { type: 'boolean' },
            required: { type: ['boolean', 'null'] },
            rule,
          },
          ['field'],
        ),
      },
    },
    async (request) => {
      const current = switchedMerchant(deps, dev, request);
      const { field, show, required } = request.body;
      const setting = { ...(current.settings.registrationSettings[field] ?? { show: true }) };
      if (show !== undefined) setting.show = show;
      if (required === null) delete setting.required;
      else if (required !== undefined) setting.required = required;
      const rules = request.body.rule
        ? { ...current.settings.registrationRules, [field]: request.body.rule }
        : current.settings.registrationRules;
      const settings = {
        ...current.settings,
        registrationSettings: { ...current.settings.registrationSettings, [field]: setting },
        registrationRules: rules,
      };
      const merchant = await applySwitch(deps, dev, request, { settings });
      return ok({
        merchantCode: merchant.code,
        registrationSettings: merchant.settings.registrationSettings,
        registrationRules: merchant.settings.registrationRules,
      });
    },
  );
}

/**
 * POST /__dev/verification: the merchant's human-verification step (rules/human-verification.ts),
 * `provider: null` for none; for a scope alone when the body names one.
 */
export function registerVerificationSwitch(
  scope: FastifyInstance,
  deps: GatewayDeps,
  dev: DevState,
): void {
  scope.post<{
    Body: Scoped<
      { provider: HumanVerificationSettings['provider'] | null } & Omit<
        HumanVerificationSettings,
        'provider'
      >
    >;
  }>(
    '/verification',
    {
      schema: {
        body: switchBody(
          {
            provider: { enum: ['proofOfWork', 'turnstile', 'hcaptcha', null] },
            siteKey: { type: 'string' },
            secret: { type: 'string' },
            verifyUrl: { type: 'string', pattern: '^https?://' },
            difficulty: { type: 'integer', minimum: 1, maximum: 24 },
          },
          ['provider'],
        ),
      },
    },
    async (request) => {
      const current = switchedMerchant(deps, dev, request);
      const { provider, siteKey, secret, verifyUrl, difficulty } = request.body;
      const settings = {
        ...current.settings,
        humanVerification:
          provider === null ? undefined : { provider, siteKey, secret, verifyUrl, difficulty },
      };
      const merchant = await applySwitch(deps, dev, request, { settings });
      return ok({
        merchantCode: merchant.code,
        provider: merchant.settings.humanVerification?.provider ?? 'none',
      });
    },
  );
}
