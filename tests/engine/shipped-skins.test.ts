import { describe, expect, it } from 'vitest';
import { mergeEffective, themeToCss } from '../../engine';
import { loadSkin } from '../../loader/skin-loader';

const load = async (id: string) => {
  const skin = await loadSkin('skins', id, { cwd: new URL('../../', import.meta.url).pathname });
  if (!skin.resolved) throw new Error(`${id} does not resolve`);
  return { ...skin, resolved: skin.resolved };
};

describe('the three shipped skins', () => {
  it('default: PT first, dark with a light toggle, all ten categories, 18+, both registrations, Facebook and Google, free play', async () => {
    const { resolved, issues } = await load('default');
    expect(issues).toEqual([]);
    expect({
      merchantCode: resolved.merchantCode,
      locales: resolved.locales,
      theme: [resolved.theme.defaultMode, resolved.theme.allowToggle],
      categories: resolved.categories.length,
      age: resolved.ageGate.minimumAge,
      registration: resolved.registration.methods,
      social: resolved.login.social.map((entry) => entry.authorizeUrl),
      freePlay: resolved.login.freePlay,
    }).toEqual({
      merchantCode: 'MC1001',
      locales: { default: 'pt', supported: ['pt', 'en'] },
      theme: ['dark', true],
      categories: 10,
      age: 18,
      registration: ['username', 'mobile'],
      social: ['/__dev/oauth/facebook/authorize', '/__dev/oauth/google/authorize'],
      freePlay: true,
    });
  });

  it('lusa-regional: extends default, 21+, mirrors, its own terms and footer wording', async () => {
    const { resolved, issues, lineage, dictionaries, assets } = await load('lusa-regional');
    expect(issues).toEqual([]);
    expect([
      lineage,
      resolved.merchantCode,
      resolved.ageGate.minimumAge,
      resolved.mirrors.length,
    ]).toEqual([['lusa-regional', 'default'], 'MC1002', 21, 3]);
    expect(dictionaries.pt['footer.terms']).toBe('Termos e condições (maiores de 21)');
    expect(dictionaries.en['footer.mirrors']).toBe('Our mirror sites');
    expect(
      dictionaries.en['validation.age'].replace('{{age}}', String(resolved.ageGate.minimumAge)),
    ).toBe('Please confirm you are 21 years old');
    expect(assets.find((asset) => asset.sitePath === 'assets/banner-forget.svg')?.skinId).toBe(
      'default',
    );
    expect(assets.find((asset) => asset.sitePath === 'assets/logo.svg')?.skinId).toBe(
      'lusa-regional',
    );
  });

  it('northstar-sports: EN first, light only, sports-led, username registration only, no free play', async () => {
    const { resolved, issues } = await load('northstar-sports');
    expect(issues).toEqual([]);
    expect([
      resolved.merchantCode,
      resolved.locales.default,
      resolved.theme.defaultMode,
      resolved.theme.allowToggle,
      resolved.categories,
      resolved.registration.methods,
      resolved.login.freePlay,
    ]).toEqual([
      'MC1003',
      'en',
      'light',
      false,
      ['SPORTS', 'ESPORTS', 'LOTT', 'ELOTT'],
      ['username'],
      false,
    ]);
    const effective = mergeEffective(resolved);
    expect([
      effective.features.mobileRegistration.on,
      effective.features.freePlay.on,
      effective.navCategories,
    ]).toEqual([false, false, ['SPORTS', 'ESPORTS', 'LOTT', 'ELOTT']]);
    expect(themeToCss(resolved.theme)).toContain(
      ':root, :root[data-theme="light"] {\n  color-scheme: light;\n  --skin-background: #f4f6fa;',
    );
  });
});
