// A category page's first view is its kind's first page's with the current entry moved
// (src/prerender/current-entry.ts): for every shipped skin, that gives the markup and CSS each
// page has when it is rendered whole.
import { describe, expect, it } from 'vitest';
import { CATEGORY_PAGE_KINDS, categoryOfPath } from '../../engine';
import { loadSkin } from '../../loader/skin-loader';
import { withCurrentEntry } from '../../src/prerender/current-entry';
import { renderFirstViews } from '../../src/prerender/render-first-view';

const ROOT = new URL('../../', import.meta.url).pathname;

describe('the first views of a skin’s entry pages', () => {
  it.each(['default', 'lusa-regional', 'northstar-sports'])(
    '%s: each category page, derived from its kind’s first, is the page rendered whole',
    async (id) => {
      const { resolved, dictionaries } = await loadSkin('skins', id, { cwd: ROOT });
      const whole = await renderFirstViews(resolved!, dictionaries, { everyPageWhole: true });
      const categoryPages = whole.filter((view) => categoryOfPath(view.path));
      expect(categoryPages.length).toBeGreaterThan(1);
      // Each kind's first page gives the others of its kind, so a null (a page rendered whole
      // after all) would fail here too.
      const firstOfKind = new Map<string, (typeof whole)[number]>();
      for (const view of categoryPages) {
        const kind = CATEGORY_PAGE_KINDS[categoryOfPath(view.path)!];
        const first = firstOfKind.get(kind);
        if (first) expect(withCurrentEntry(first.html, first.path, view.path)).toBe(view.html);
        else firstOfKind.set(kind, view);
      }
      expect(await renderFirstViews(resolved!, dictionaries)).toEqual(whole);
    },
  );
});

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

describe('withCurrentEntry', () => {
  const nav = (current: string) =>
    ['/rng', '/live']
      .map((path) =>
        path === current
          ? `<a data-entry="X" aria-current="page" class="active" href="${path}">`
          : `<a data-entry="X" class="" href="${path}">`,
      )
      .join('');

  it('moves the current-page mark from one entry to another', () => {
    expect(withCurrentEntry(nav('/rng'), '/rng', '/live')).toBe(nav('/live'));
  });

  it('gives null when the page has no entry to move the mark to', () => {
    expect(withCurrentEntry(nav('/rng'), '/rng', '/fish')).toBeNull();
  });

  it('gives null when the mark is not on the page it is moved from', () => {
    expect(withCurrentEntry(nav('/live'), '/rng', '/live')).toBeNull();
  });

  it('leaves a plain link to the page, outside the top navigation, as it is', () => {
    const footer = '<a class="" href="/live">';
    expect(withCurrentEntry(nav('/rng') + footer, '/rng', '/live')).toBe(nav('/live') + footer);
  });
});
