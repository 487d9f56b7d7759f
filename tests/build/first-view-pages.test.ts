// The first views of a skin's entry pages (src/prerender/render-first-view.tsx).
import { describe, expect, it } from 'vitest';
import { loadSkin } from '../../loader/skin-loader';
import { renderFirstViews } from '../../src/prerender/render-first-view';

const ROOT = new URL('../../', import.meta.url).pathname;

describe('the first views of skins that share their dictionaries', () => {
  it('are each in the skin’s own default language', async () => {
    const { resolved, dictionaries } = await loadSkin('skins', 'default', { cwd: ROOT });
    const inEnglish = { ...resolved!, locales: { ...resolved!.locales, default: 'en' as const } };
    const [portugueseHome] = await renderFirstViews(resolved!, dictionaries);
    const [englishHome] = await renderFirstViews(inEnglish, dictionaries);
    expect(portugueseHome!.html).toContain('Idioma');
    expect(englishHome!.html).toContain('Language');
    expect(englishHome!.html).not.toContain('Idioma');
  });
});
