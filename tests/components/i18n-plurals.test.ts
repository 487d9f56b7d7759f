// Counted texts go through i18next's plural rules for the page's language: "1 dia", never "1 dias"
// (a `_one` form beside the key, which stays the other form).
import { describe, expect, it } from 'vitest';
import { CATALOGUE, type Locale } from '../../engine';
import { createI18n } from '../../src/lib/i18n/create-i18n';
import { minimalSkin, resolvedSkin } from '../engine/memory-skins';

async function translate(language: Locale) {
  const skin = await resolvedSkin(minimalSkin('plurals'));
  const i18n = await createI18n(skin, language, async (locale) => CATALOGUE[locale]);
  return i18n.t.bind(i18n);
}

describe('counted texts', () => {
  it('take the singular for one and the plural otherwise, in Portuguese and English', async () => {
    const pt = await translate('pt');
    expect(pt('rewardItems.streak', { count: 1, points: 10 })).toBe(
      'Sequência: 1 dia · hoje 10 pontos',
    );
    expect(pt('rewardItems.streak', { count: 3, points: 10 })).toBe(
      'Sequência: 3 dias · hoje 10 pontos',
    );
    expect(pt('lobby.gameCount', { count: 1 })).toBe('1 jogo');
    const en = await translate('en');
    expect(en('lobby.gameCount', { count: 1 })).toBe('1 game');
    expect(en('lobby.gameCount', { count: 60 })).toBe('60 games');
    expect(en('records.previousDays', { count: 1 })).toBe('Previous day');
  });
});
