import { describe, expect, it } from 'vitest';
import { createTranslator, interpolate, layerDictionaries } from '../../engine';

describe('layered dictionaries and the translator', () => {
  it('layers the engine catalogue, then parent skins, then the skin itself', () => {
    const dictionaries = layerDictionaries([
      { en: { 'footer.terms': 'Parent terms', 'help.title': 'Parent help' } },
      { en: { 'footer.terms': 'Skin terms' } },
    ]);
    expect([
      dictionaries.en['footer.terms'],
      dictionaries.en['help.title'],
      dictionaries.en['header.login'],
      dictionaries.pt['footer.terms'],
    ]).toEqual(['Skin terms', 'Parent help', 'Log in', 'Termos e condições']);
  });

  it("falls back to the skin's default language, then to the key", () => {
    const t = createTranslator(
      { pt: { 'only.pt': 'Só em português' }, en: {} },
      { locale: 'en', fallbackLocale: 'pt' },
    );
    expect(t.t('only.pt')).toBe('Só em português');
    expect(t.t('nowhere.at.all')).toBe('nowhere.at.all');
    expect(t.has('nowhere.at.all')).toBe(false);
  });

  it('fills {{variables}} the way i18next does and leaves unknown ones visible', () => {
    const t = createTranslator(layerDictionaries([]), { locale: 'en', fallbackLocale: 'pt' });
    expect(t.t('validation.age', { age: 21 })).toBe('Please confirm you are 21 years old');
    expect(interpolate('{{ a }} and {{b}}', { a: 1 })).toBe('1 and {{b}}');
  });
});
