import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { INDEX_HTML_TEMPLATE } from '../../cli/build/project-root';
import { renderIndexHtml } from '../../cli/build/render-index-html';
import type { SkinPage } from '../../cli/build/skin-page';

const page: SkinPage = {
  lang: 'pt',
  themeMode: 'dark',
  title: 'Acme & Sons <Casino>',
  description: 'Say "olá"',
  themeColor: '#101820',
  favicon: '/assets/favicon.svg',
  themeCss: ':root[data-theme="dark"]{--skin-primary:#ffcc00}',
  skinData: '{"brand":{"title":"\\u003c/script>"}}',
  earlyReads: '{"path":"/","reads":[{"url":"/wps/system/permission","headers":{}}]}',
  firstBanner: '/assets/banner-welcome.svg',
};

describe('the index.html renderer', () => {
  const html = renderIndexHtml(readFileSync(INDEX_HTML_TEMPLATE, 'utf8'), page);

  it('fills every placeholder of the template', () => {
    expect(html).not.toMatch(/\{\{[a-z-]+\}\}/);
    expect(html).toContain('<html lang="pt" data-theme="dark">');
    expect(html).toContain('<meta name="theme-color" content="#101820" />');
    expect(html).toContain('<link rel="icon" href="/assets/favicon.svg" />');
    expect(html).toContain('<link rel="preload" as="fetch" crossorigin href="/i18n/pt.json" />');
    expect(html).toContain(
      '<style id="skin-theme">:root[data-theme="dark"]{--skin-primary:#ffcc00}</style>',
    );
    expect(html).toContain(
      '<script id="skin-data" type="application/json">{"brand":{"title":"\\u003c/script>"}}</script>',
    );
    expect(html).toContain(
      '<script id="early-reads" type="application/json">{"path":"/","reads":[{"url":"/wps/system/permission","headers":{}}]}</script>',
    );
  });

  it('preloads the first banner, or names none when the home shows none', () => {
    expect(html).toContain(
      '<link rel="preload" as="image" fetchpriority="high" href="/assets/banner-welcome.svg" />',
    );
    const none = renderIndexHtml(readFileSync(INDEX_HTML_TEMPLATE, 'utf8'), {
      ...page,
      firstBanner: null,
    });
    expect(none).not.toContain('as="image"');
    expect(none).not.toContain('banner-preload');
  });

  it('puts the first view in #root, inert until boot decides, with its CSS for styled-components and its site skin in the head', () => {
    const withView = renderIndexHtml(readFileSync(INDEX_HTML_TEMPLATE, 'utf8'), {
      ...page,
      firstView: {
        path: '/',
        html: '<header>Acme</header>',
        css: '.a{content:"</style>"}',
        site: '{"brand":{"name":"</script>"}}',
      },
    });
    expect(withView).toContain(
      '<div id="root" data-first-view="/" inert><header>Acme</header></div>',
    );
    // styled-components takes over a sheet of its own version only; `</style` inside the CSS
    // cannot close the element early.
    const { version } = JSON.parse(
      readFileSync(
        new URL('../../node_modules/styled-components/package.json', import.meta.url),
        'utf8',
      ),
    ) as { version: string };
    expect(withView).toContain(
      `<style id="first-view-css" data-styled="" data-styled-version="${version}">.a{content:"<\\/style>"}</style>`,
    );
    expect(withView).toContain(
      '<script id="first-view-site" type="application/json">{"brand":{"name":"\\u003c/script>"}}</script>',
    );
    expect(withView.indexOf('first-view-css')).toBeLessThan(withView.indexOf('<body>'));
    expect(withView.indexOf('first-view-site')).toBeLessThan(withView.indexOf('<body>'));
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('first-view');
  });

  it('escapes texts and attributes', () => {
    expect(html).toContain('<title>Acme &amp; Sons &lt;Casino&gt;</title>');
    expect(html).toContain('<meta name="description" content="Say &quot;olá&quot;" />');
  });

  it('renders Vite’s output too, where the theme comment gained a newline', () => {
    const built = '<style id="skin-theme">/*! {{theme-css}} */\n</style>';
    expect(renderIndexHtml(built, page)).toBe(`<style id="skin-theme">${page.themeCss}</style>`);
  });

  it('refuses a placeholder it does not know', () => {
    expect(() => renderIndexHtml('<p>{{tittle}}</p>', page)).toThrowErrorMatchingInlineSnapshot(
      `[Error: index.html has a placeholder the skin renderer does not know: {{tittle}}.]`,
    );
  });

  it('never reads a placeholder inside a value', () => {
    expect(
      renderIndexHtml('<title>{{title}}</title>{{lang}}', { ...page, title: '{{lang}}' }),
    ).toBe('<title>{{lang}}</title>pt');
  });
});
