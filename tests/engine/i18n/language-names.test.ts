import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_NAMES, languageLabel, languageNameIn } from '../../../engine';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('language names (spec 000 §9)', () => {
  it('names about forty languages, each in its own words', () => {
    expect(Object.keys(LANGUAGE_NAMES).length).toBeGreaterThanOrEqual(40);
    expect(LANGUAGE_NAMES.pt).toBe('Português');
    expect(LANGUAGE_NAMES.vi).toBe('Tiếng Việt');
  });

  it('labels a language by its own name, adding the interface language’s name when it differs', () => {
    expect(languageLabel('en', 'pt')).toBe('English (inglês)');
    expect(languageLabel('pt', 'en')).toBe('Português (Portuguese)');
    expect(languageLabel('pt', 'pt')).toBe('Português');
    expect(languageLabel('en', 'en', 'English (UK)')).toBe('English (UK) (English)');
  });

  it('names every listed language in both interface languages', () => {
    for (const code of Object.keys(LANGUAGE_NAMES)) {
      expect(languageNameIn(code, 'pt'), code).toBeTruthy();
      expect(languageNameIn(code, 'en'), code).toBeTruthy();
    }
  });

  it('names the site’s own languages in each other without Intl, whose locale data costs a phone a long task', async () => {
    // A fresh module: the names it would have asked Intl for before are not kept.
    vi.resetModules();
    const { languageNameIn: fresh } = await import('../../../engine/i18n/language-names');
    vi.stubGlobal('Intl', {
      ...Intl,
      DisplayNames: function NoDisplayNames() {
        throw new Error('Intl.DisplayNames was asked');
      },
    });
    expect(fresh('en', 'pt')).toBe('inglês');
    expect(fresh('pt', 'en')).toBe('Portuguese');
    expect(fresh('pt', 'pt')).toBe('português');
    expect(fresh('en', 'en')).toBe('English');
  });

  it('falls back to the own name, or null, where the runtime has no name for a code', () => {
    expect(languageNameIn('qaa', 'en')).toBeNull();
  });
});
