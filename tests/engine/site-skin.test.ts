import { beforeAll, describe, expect, it } from 'vitest';
import {
  FEATURE_IDS,
  mergeEffective,
  siteSkin,
  type MergeInputs,
  type ModuleNode,
  type ResolvedSkin,
} from '../../engine';
import { minimalSkin, resolvedSkin } from './memory-skins';

const node = (modId: string, enabled: boolean): ModuleNode => ({
  modId,
  enabled,
  childrenNodes: [],
});
const withTree = (whitelabel: unknown): MergeInputs => ({
  permission: { info: { whitelabel }, maintenance: false, regionRestriction: false },
});

let skin: ResolvedSkin;

beforeAll(async () => {
  skin = await resolvedSkin({
    ...minimalSkin('acme'),
    categories: ['RNG', 'LIVE', 'SPORTS'],
    home: { sections: ['HOT'] },
    login: {
      methods: ['username', 'sms'],
      social: [
        { provider: 'facebook', authorizeUrl: '/__dev/oauth/facebook/authorize', clientId: 'c' },
        { provider: 'google', authorizeUrl: '/__dev/oauth/google/authorize', clientId: 'c' },
      ],
      rememberMe: true,
      freePlay: true,
    },
    registration: {
      methods: ['username', 'mobile'],
      fields: { email: { show: true, required: true } },
      termsLink: '/help#terms',
    },
    features: { pointsMall: true, vip: true },
  });
});

const site = (inputs: MergeInputs = {}) => siteSkin(skin, mergeEffective(skin, inputs));

describe('siteSkin: the decided features', () => {
  it('replaces a feature the skin wants with the decision, off when the module tree says so', () => {
    expect(skin.features.pointsMall).toBe(true);
    expect(site(withTree([node('POINTMALL3', false)])).features.pointsMall).toMatchObject({
      on: false,
      moduleId: 'POINTMALL3',
      decidedBy: 'tree',
    });
  });

  it('keeps a decision per feature of the registry and none of the skin’s wishes', () => {
    const { features } = site();
    expect(Object.keys(features)).toEqual([...FEATURE_IDS]);
    expect('contracts' in features).toBe(false);
  });
});

describe('siteSkin: registration', () => {
  it('takes the methods and forms the merge decided and keeps the skin’s terms link', () => {
    const { registration } = site(withTree([node('USERNAMEREG3', false)]));
    expect(registration.methods).toEqual(['mobile']);
    expect(Object.keys(registration.forms)).toEqual(['mobile']);
    expect(registration.termsLink).toBe('/help#terms');
  });

  it('drops the skin’s field choices, which the forms already hold', () => {
    const { registration } = site({ registrationSettings: { email: { required: false } } });
    expect(Object.keys(registration).sort()).toEqual(['forms', 'methods', 'termsLink']);
    expect(registration.forms.username?.email).toMatchObject({ show: true, required: false });
  });
});

describe('siteSkin: login', () => {
  it('withdraws each login wish the merge turned down: the SMS method, a social provider, free play', () => {
    const { login } = site(
      withTree([node('SMSLOGIN3', false), node('FBLOGIN3', false), node('FREEPLAY3', false)]),
    );
    expect(login).toEqual({
      methods: ['username'],
      social: [skin.login.social[1]],
      rememberMe: true,
      freePlay: false,
      oneClick: false,
    });
  });

  it('offers what the skin asks for when the module tree leaves it on', () => {
    expect(site().login).toEqual(skin.login);
  });

  it('leaves no login method when the only one the skin offers is switched off', async () => {
    const smsOnly = await resolvedSkin({ ...minimalSkin('sms-only'), login: { methods: ['sms'] } });
    const decided = siteSkin(
      smsOnly,
      mergeEffective(smsOnly, withTree([node('SMSLOGIN3', false)])),
    );
    expect(decided.login.methods).toEqual([]);
  });
});

describe('siteSkin: what boot decided', () => {
  it('carries the status, maintenance end, visitor IP and navigation categories', () => {
    const decided = site({
      permission: {
        maintenance: true,
        regionRestriction: false,
        maintenanceEnd: '2030-06-01 06:00',
        location: { ip: '203.0.113.7' },
      },
      vendorLanes: [{ title: 'LIVE', cards: [{ vassalage: 'EVO' }] }],
    });
    expect([
      decided.status,
      decided.maintenanceEnd,
      decided.visitorIp,
      decided.navCategories,
    ]).toEqual([1, '2030-06-01 06:00', '203.0.113.7', ['LIVE']]);
  });

  it('says why gateway input was set aside, and has no such key when none was', () => {
    expect(site(withTree([{ modId: 'VIP3', enabled: 'no' }])).degraded).toBe(
      'the module tree was rejected: /0/enabled must be boolean',
    );
    expect('degraded' in site()).toBe(false);
  });
});

describe('siteSkin: what the gateway has no say over', () => {
  it('leaves every other part of the resolved skin as it is', () => {
    const decided = site(withTree([node('POINTMALL3', false), node('USERNAMEREG3', false)]));
    const untouched = Object.keys(skin).filter(
      (key) => !['features', 'registration', 'login'].includes(key),
    );
    expect(untouched).toEqual(
      expect.arrayContaining(['brand', 'theme', 'locales', 'menus', 'categories', 'lineage']),
    );
    for (const key of untouched) {
      expect(decided[key as keyof typeof decided]).toBe(skin[key as keyof ResolvedSkin]);
    }
  });

  it('does not change the resolved skin it was given', () => {
    const before = structuredClone(skin);
    site(withTree([node('POINTMALL3', false), node('SMSLOGIN3', false)]));
    expect(skin).toEqual(before);
  });
});
