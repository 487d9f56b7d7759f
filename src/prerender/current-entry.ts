// The first views of two category pages of one kind differ only in which top-navigation entry is
// the current page: React Router's NavLink gives the current one `aria-current="page"` and the
// `active` class, the others an empty class (src/features/shell/top-nav.tsx, the anchors that carry
// `data-entry`). The build renders one category page of each kind and, for the others, moves that
// mark (render-first-view.tsx): a skin has a dozen entry pages, and `build --all` would otherwise
// render each of them whole. tests/build/first-view-pages.test.ts renders every entry page of the
// shipped skins whole and checks that moving the mark gives the same markup.
const ENTRY_ANCHOR = /<a data-entry="[^"]*"[^>]*>/g;
const CURRENT = ' aria-current="page" class="active" href=';
const NOT_CURRENT = ' class="" href=';

/**
 * The markup of the page at `to`, from the markup of the page at `from`: the current-page mark moved
 * from `from`'s entry to `to`'s. Null when the markup does not hold exactly one current entry for
 * `from` and one plain entry for `to`: the page is then rendered whole.
 */
export function withCurrentEntry(html: string, from: string, to: string): string | null {
  const current = `${CURRENT}"${from}"`;
  const plain = `${NOT_CURRENT}"${to}"`;
  let unmarked = 0;
  let marked = 0;
  const moved = html.replace(ENTRY_ANCHOR, (anchor) => {
    if (anchor.includes(current)) {
      unmarked += 1;
      return anchor.replace(current, `${NOT_CURRENT}"${from}"`);
    }
    if (anchor.includes(plain)) {
      marked += 1;
      return anchor.replace(plain, `${CURRENT}"${to}"`);
    }
    return anchor;
  });
  return unmarked === 1 && marked === 1 ? moved : null;
}
