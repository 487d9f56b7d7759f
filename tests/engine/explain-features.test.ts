import { describe, expect, it } from 'vitest';
import { explainFeatures, mergeEffective } from '../../engine';
import { minimalSkin, resolvedSkin } from './memory-skins';

describe('explainFeatures', () => {
  it('says username registration is off because of USERNAMEREG3', async () => {
    const skin = await resolvedSkin(minimalSkin('acme'));
    const explained = explainFeatures(skin, {
      permission: { info: { whitelabel: [{ modId: 'USERNAMEREG3', enabled: false }] } },
    });
    expect(explained.features.find((feature) => feature.id === 'usernameRegistration')).toEqual({
      id: 'usernameRegistration',
      on: false,
      moduleId: 'USERNAMEREG3',
      decidedBy: 'tree',
      reasons: [
        'the skin wants it: registration.methods includes "username"',
        'module USERNAMEREG3 is disabled in the module tree',
      ],
    });
  });

  it('explains an effective skin already merged, in registry order', async () => {
    const skin = await resolvedSkin(minimalSkin('acme'));
    const explained = explainFeatures(skin, mergeEffective(skin));
    expect(explained.skinId).toBe('acme');
    expect(explained.features.map((feature) => feature.id).slice(0, 3)).toEqual([
      'usernameRegistration',
      'mobileRegistration',
      'forgotPasswordByPhone',
    ]);
    expect(explained.degraded).toBeUndefined();
  });
});
