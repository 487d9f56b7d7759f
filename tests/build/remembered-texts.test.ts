// The first-view renderer's i18n instances remember their texts
// (src/prerender/remembered-texts.ts): the same text as i18next, asked of i18next once per call.
import i18next, { type i18n as I18n } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { rememberTexts, textKey } from '../../src/prerender/remembered-texts';

const DICTIONARY = {
  greeting: 'Olá, {{name}}',
  copyright: '© {{year}} {{brand}}',
  items_one: '{{count}} jogo',
  items_other: '{{count}} jogos',
};

async function instance(): Promise<I18n> {
  const i18n = i18next.createInstance();
  await i18n.init({ lng: 'pt', resources: { pt: { translation: DICTIONARY } } });
  return i18n;
}

describe('rememberTexts', () => {
  it('gives i18next’s text for a key with plain options, asking i18next once', async () => {
    const i18n = await instance();
    const fixed = vi.fn(i18n.getFixedT('pt'));
    vi.spyOn(i18n, 'getFixedT').mockReturnValue(fixed as never);
    const t = rememberTexts(i18n).getFixedT('pt');
    expect(t('copyright', { year: 2026, brand: 'Aurora' })).toBe('© 2026 Aurora');
    expect(t('copyright', { year: 2026, brand: 'Aurora' })).toBe('© 2026 Aurora');
    expect(t('items', { count: 2 })).toBe('2 jogos');
    expect(t('items', { count: 2 })).toBe('2 jogos');
    expect(fixed).toHaveBeenCalledTimes(2);
  });

  it('tells apart calls whose options differ, in value or in type', async () => {
    const i18n = await instance();
    const t = rememberTexts(await instance()).getFixedT('pt');
    for (const options of [
      { count: 1 },
      { count: 2 },
      { name: '1' },
      { name: 1 },
      { year: '1', brand: 'x' },
      { year: '1\u001fbrand\u001fx' },
    ]) {
      const key = 'count' in options ? 'items' : 'name' in options ? 'greeting' : 'copyright';
      expect(t(key, options), JSON.stringify(options)).toBe(i18n.t(key, options));
    }
  });

  it('leaves calls it does not remember to i18next', () => {
    expect(textKey(['greeting', { name: 'Ana', interpolation: { escapeValue: false } }])).toBe(
      null,
    );
    expect(textKey([['greeting', 'fallback']])).toBe(null);
    expect(textKey(['greeting', { name: 'Ana' }, 'extra'])).toBe(null);
    expect(textKey(['greeting'])).toBe('greeting');
  });
});
