// One first view's CSS out of the style sheet a build's first views share
// (src/prerender/page-css.ts), on styled-components' own output.
import { renderToString } from 'react-dom/server';
import styled, { createGlobalStyle, keyframes, ServerStyleSheet } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { pageCss } from '../../src/prerender/page-css';

const Global = createGlobalStyle`body { margin: 0; }`;
const spin = keyframes`to { transform: rotate(360deg); }`;
const Spinner = styled.span`
  animation: ${spin} 1s linear infinite;
`;
const Header = styled.header`
  color: var(--skin-text);
`;
const Grid = styled.ul`
  display: grid;
`;
const Tile = styled.li<{ $wide: boolean }>`
  grid-column: span ${(props) => (props.$wide ? 2 : 1)};
`;

/** Two pages rendered into one sheet, as the build renders a skin's pages. */
function twoPages() {
  const sheet = new ServerStyleSheet();
  const render = (page: React.ReactNode) =>
    renderToString(
      sheet.collectStyles(
        <>
          <Global />
          <Header>Acme</Header>
          {page}
        </>,
      ),
    );
  const home = render(<Grid />);
  const lobby = render(<Spinner />);
  const css = sheet.instance.toString();
  sheet.seal();
  return { home, lobby, css };
}

/** A wide tile's page, then a narrow one's, rendered into one sheet: the narrow page's markup. */
function wideThenNarrowTile() {
  const sheet = new ServerStyleSheet();
  const render = (page: React.ReactNode) => renderToString(sheet.collectStyles(page));
  render(<Tile $wide />);
  const narrow = render(<Tile $wide={false} />);
  const css = sheet.instance.toString();
  sheet.seal();
  return { narrow, css };
}

describe('a first view’s CSS', () => {
  it('keeps the rules of the components its markup uses, and the global styles once', () => {
    const { home, css } = twoPages();
    const kept = pageCss(css, home);
    expect(kept).toContain('display:grid;');
    expect(kept).toContain('color:var(--skin-text);');
    expect(kept).not.toContain('animation:');
    expect(kept.match(/body\{margin:0;\}/g)).toHaveLength(1);
  });

  it('keeps the keyframes its kept rules name, before them', () => {
    const { lobby, css } = twoPages();
    const kept = pageCss(css, lobby);
    expect(kept).not.toContain('display:grid;');
    const animation = /animation:([\w-]+) /.exec(kept)![1]!;
    expect(kept.indexOf(`@keyframes ${animation}`)).toBeGreaterThanOrEqual(0);
    expect(kept.indexOf(`@keyframes ${animation}`)).toBeLessThan(kept.indexOf('animation:'));
  });

  it('marks each kept group for styled-components with only the class names the page uses', () => {
    const { narrow, css } = wideThenNarrowTile();
    const [narrowClass] = /class="[^" ]+ ([^"]+)"/.exec(narrow)!.slice(1);
    const markers = [
      ...pageCss(css, narrow).matchAll(/data-styled\.g\d+\[id="([^"]+)"\]\{content:"([^"]*)"\}/g),
    ];
    expect(markers.map(([, , names]) => names)).toEqual([`${narrowClass},`]);
  });

  it('keeps only the variants of a component its markup uses', () => {
    const { narrow, css } = wideThenNarrowTile();
    expect(pageCss(css, narrow)).toContain('grid-column:span 1;');
    expect(pageCss(css, narrow)).not.toContain('grid-column:span 2;');
  });

  it('gives a page the same CSS whatever order other pages drew the variants in', () => {
    const both = (
      <ul>
        <Tile $wide />
        <Tile $wide={false} />
      </ul>
    );
    const cssAfter = (first: React.ReactNode) => {
      const sheet = new ServerStyleSheet();
      renderToString(sheet.collectStyles(first));
      const page = renderToString(sheet.collectStyles(both));
      const css = pageCss(sheet.instance.toString(), page);
      sheet.seal();
      return css;
    };
    const wideFirst = cssAfter(<Tile $wide />);
    const narrowFirst = cssAfter(<Tile $wide={false} />);
    expect(wideFirst).toContain('grid-column:span 2;');
    expect(narrowFirst).toBe(wideFirst);
  });

  it('reads a component’s rules again once a later page has added a variant to the sheet', () => {
    const sheet = new ServerStyleSheet();
    const render = (page: React.ReactNode) => renderToString(sheet.collectStyles(page));
    const narrow = render(<Tile $wide={false} />);
    expect(pageCss(sheet.instance.toString(), narrow)).toContain('grid-column:span 1;');
    const wide = render(<Tile $wide />);
    const css = sheet.instance.toString();
    sheet.seal();
    expect(pageCss(css, wide)).toContain('grid-column:span 2;');
    expect(pageCss(css, wide)).not.toContain('grid-column:span 1;');
  });

  it('gives pages that use the same classes the same CSS, whatever else their markup holds', () => {
    const { home, css } = twoPages();
    const elsewhere = home.replace('Acme', 'Acme Sports');
    expect(pageCss(css, elsewhere)).toBe(pageCss(css, home));
  });

  it('says so when the sheet is not in the groups it expects', () => {
    expect(() => pageCss('.a{color:red;}/*!sc*/\n', '<p class="a"></p>')).toThrow(
      "page-css: the style sheet ends with rules outside any component's group",
    );
  });
});
