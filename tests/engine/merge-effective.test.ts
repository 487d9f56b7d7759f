import { describe, expect, it } from 'vitest';
import {
  checkEffectiveSkin,
  FEATURE_IDS,
  mergeEffective,
  type ModuleNode,
  type ResolvedSkin,
} from '../../engine';
import { minimalSkin, resolvedSkin } from './memory-skins';

const node = (modId: string, enabled: boolean, childrenNodes: ModuleNode[] = []): ModuleNode => ({
  modId,
  enabled,
  childrenNodes,
});
const withTree = (whitelabel: unknown) => ({
  permission: { info: { whitelabel }, maintenance: false, regionRestriction: false },
});

async function skin(overrides: Record<string, unknown> = {}): Promise<ResolvedSkin> {
  return resolvedSkin({
    ...minimalSkin('acme'),
    login: {
      freePlay: true,
      social: [{ provider: 'google', authorizeUrl: '/__dev/oauth/google/authorize' }],
    },
    ...overrides,
  });
}

describe('mergeEffective: features', () => {
  it('turns a feature on when the skin wants it and its module and every ancestor are enabled', async () => {
    const effective = mergeEffective(
      await skin(),
      withTree([node('REGISTER3', true, [node('USERNAMEREG3', true)])]),
    );
    expect(effective.features.usernameRegistration).toEqual({
      on: true,
      moduleId: 'USERNAMEREG3',
      decidedBy: 'tree',
      reasons: [
        'the skin wants it: registration.methods includes "username"',
        'module USERNAMEREG3 is enabled and so are its ancestors (REGISTER3)',
      ],
    });
  });

  it('lets the tree switch a feature off, naming the module', async () => {
    const effective = mergeEffective(await skin(), withTree([node('USERNAMEREG3', false)]));
    expect(effective.features.usernameRegistration).toMatchObject({
      on: false,
      decidedBy: 'tree',
      reasons: [expect.any(String), 'module USERNAMEREG3 is disabled in the module tree'],
    });
    expect(effective.registration.methods).toEqual(['mobile']);
    expect(Object.keys(effective.registration.forms)).toEqual(['mobile']);
  });

  it('switches a feature off when an ancestor of its module is disabled', async () => {
    const effective = mergeEffective(
      await skin(),
      withTree([node('LOGIN3', false, [node('GOOGLELOGIN3', true)])]),
    );
    expect(effective.features.googleLogin.on).toBe(false);
    expect(effective.features.googleLogin.reasons[1]).toBe(
      'module GOOGLELOGIN3 is enabled but its ancestor LOGIN3 is disabled in the module tree',
    );
  });

  it('never invents a feature the skin does not want, whatever the tree says', async () => {
    const effective = mergeEffective(
      await skin({ login: { freePlay: false } }),
      withTree([node('FREEPLAY3', true), node('FBLOGIN3', true)]),
    );
    expect(effective.features.freePlay).toEqual({
      on: false,
      moduleId: 'FREEPLAY3',
      decidedBy: 'skin',
      reasons: ['the skin does not want it: login.freePlay is false'],
    });
    expect(effective.features.facebookLogin.on).toBe(false);
  });

  it("keeps the skin's choice for a feature whose module is not in the tree", async () => {
    const effective = mergeEffective(await skin(), withTree([node('OTHER3', false)]));
    expect(effective.features.vip).toMatchObject({
      on: true,
      decidedBy: 'skin',
      reasons: [
        'the skin wants it: features.vip is true',
        "module VIP3 is not in the module tree, so the skin's choice stands",
      ],
    });
  });

  it('decides every feature of the registry', async () => {
    expect(Object.keys(mergeEffective(await skin()).features)).toEqual([...FEATURE_IDS]);
  });
});

describe('mergeEffective: status, navigation and registration', () => {
  it('derives the status, maintenance end and visitor IP from the permission payload', async () => {
    const effective = mergeEffective(await skin(), {
      permission: {
        maintenance: true,
        regionRestriction: false,
        maintenanceEnd: '2025-06-01 06:00',
        location: { ip: '203.0.113.7' },
      },
    });
    expect([effective.status, effective.maintenanceEnd, effective.visitorIp]).toEqual([
      1,
      '2025-06-01 06:00',
      '203.0.113.7',
    ]);
  });

  it("shows in the top navigation the skin's categories that have a vendor, in skin order", async () => {
    const lanes = [
      { title: 'LIVE', cards: [{ vassalage: 'EVO' }] },
      { title: 'SPORTS', cards: [] },
      { title: 'rng', cards: [{ vassalage: 'PG' }] },
      { title: 'COCKFIGHT', cards: [{}] },
    ];
    const effective = mergeEffective(
      await skin({ categories: ['RNG', 'SPORTS', 'LIVE'], home: { sections: ['HOT'] } }),
      { vendorLanes: lanes },
    );
    expect(effective.navCategories).toEqual(['RNG', 'LIVE']);
    expect(
      mergeEffective(await skin({ categories: ['SPORTS', 'LIVE'], home: { sections: ['HOT'] } }))
        .navCategories,
    ).toEqual(['SPORTS', 'LIVE']);
  });

  it("lets the gateway's settings hide a field or change whether it is required, never show one the skin hides", async () => {
    const effective = mergeEffective(await skin(), {
      registrationSettings: {
        email: { show: true, required: true },
        affiliateCode: { show: false },
        payeeName: { show: true, required: true },
      },
    });
    const form = effective.registration.forms.username;
    expect([
      form?.email.show,
      form?.email.required,
      form?.affiliateCode.show,
      form?.payeeName.show,
    ]).toEqual([true, true, false, false]);
  });

  it("refines each field's rule with the gateway's registration rules", async () => {
    const effective = mergeEffective(await skin(), {
      registrationRules: {
        username: { acceptedPattern: 'lettersOrDigits', minLength: 4, maxLength: 12 },
      },
    });
    expect(effective.registration.forms.username?.username.rule).toEqual({
      acceptedPattern: 'lettersOrDigits',
      minLength: 4,
      maxLength: 12,
      patternId: 'username',
    });
  });

  it('builds the mobile form around the number: no username, the SMS code while REGSMSVERIF3 is on, a password while MOBREGPASS3 is on', async () => {
    const on = mergeEffective(await skin()).registration.forms.mobile;
    expect([
      on?.username.show,
      on?.mobileNum.required,
      on?.verificationCode.required,
      on?.password.show,
    ]).toEqual([false, true, true, true]);
    const off = mergeEffective(
      await skin(),
      withTree([node('REGSMSVERIF3', false), node('MOBREGPASS3', false)]),
    ).registration.forms.mobile;
    expect([off?.verificationCode.show, off?.password.show, off?.confirmPassword.show]).toEqual([
      false,
      false,
      false,
    ]);
  });
});

describe('mergeEffective: bad input degrades, never throws', () => {
  it("sets a malformed tree aside and keeps the skin's choices, saying why", async () => {
    const effective = mergeEffective(
      await skin(),
      withTree([{ modId: 'USERNAMEREG3', enabled: 'no' }]),
    );
    expect(effective.degraded).toBe('the module tree was rejected: /0/enabled must be boolean');
    expect(effective.features.usernameRegistration).toMatchObject({
      on: true,
      reasons: [
        expect.any(String),
        "the module tree was rejected (/0/enabled must be boolean), so the skin's choice stands",
      ],
    });
    expect(checkEffectiveSkin(effective).ok).toBe(true);
  });

  it('sets bad registration rules aside but keeps a valid tree', async () => {
    const effective = mergeEffective(await skin(), {
      ...withTree([node('FREEPLAY3', false)]),
      registrationRules: { username: { acceptedPattern: 'noSuchPattern' } },
    });
    expect(effective.degraded).toMatch(
      /^the registration settings, registration rules or vendor lanes were rejected: \/registration\/forms\/username\/username\/rule\/acceptedPattern must be equal to one of the allowed values$/,
    );
    expect(effective.registration.forms.username?.username.rule.acceptedPattern).toBe(
      'letterFirstAlphanumeric',
    );
    expect(effective.features.freePlay.on).toBe(false);
  });

  it('refuses a rule whose minLength is above its maxLength', async () => {
    const effective = mergeEffective(await skin(), {
      registrationRules: { password: { minLength: 30, maxLength: 8 } },
    });
    expect(effective.degraded).toContain(
      '/registration/forms/username/password/rule minLength 30 is above maxLength 8',
    );
  });

  it('survives garbage in every input', async () => {
    const resolved = await skin();
    const garbage = [
      null,
      7,
      'x',
      [],
      { info: null },
      { info: { whitelabel: 'tree' } },
      { location: 5, maintenanceEnd: {} },
    ];
    for (const permission of garbage) {
      const effective = mergeEffective(resolved, {
        permission: permission as never,
        registrationSettings: 'x' as never,
        registrationRules: [] as never,
        vendorLanes: [null] as never,
      });
      expect(checkEffectiveSkin(effective).ok).toBe(true);
    }
  });
});
