// The first view the build put in #root (src/lib/browser/first-view.ts): dropped when it pictures
// another path or language, released (no longer inert) once boot has decided.
import { afterEach, describe, expect, it } from 'vitest';
import {
  dropFirstViewOfAnotherPath,
  dropStaleFirstView,
  hasFirstView,
  releaseFirstView,
} from '../../src/lib/browser/first-view';

function pageWithFirstView(path: string, lang = 'pt') {
  document.documentElement.lang = lang;
  document.body.innerHTML = `<div id="root" data-first-view="${path}" inert><header>Aurora</header></div>`;
  document.head.innerHTML =
    '<style id="first-view-css">header{}</style><script id="first-view-site" type="application/json">{}</script>';
}

const root = () => document.getElementById('root')!;

afterEach(() => {
  document.body.innerHTML = '';
  document.head.innerHTML = '';
});

describe('the first view the build put in #root', () => {
  it('is dropped with its styles and site skin when it pictures another path, leaving #root empty and live', () => {
    pageWithFirstView('/');
    dropFirstViewOfAnotherPath(document, '/help');
    expect(hasFirstView(document)).toBe(false);
    expect(root().childNodes).toHaveLength(0);
    expect(root().hasAttribute('inert')).toBe(false);
    expect(document.getElementById('first-view-css')).toBeNull();
    expect(document.getElementById('first-view-site')).toBeNull();
  });

  it('stays when it pictures this path, whatever the letter case', () => {
    pageWithFirstView('/rng');
    dropFirstViewOfAnotherPath(document, '/RNG');
    expect(hasFirstView(document)).toBe(true);
  });

  it('is dropped once boot settles on another language than the one it was rendered in', () => {
    pageWithFirstView('/', 'pt');
    dropStaleFirstView(document, { pathname: '/', language: 'en' });
    expect(hasFirstView(document)).toBe(false);
    expect(root().childNodes).toHaveLength(0);
  });

  it('stays when boot settles on its path and language', () => {
    pageWithFirstView('/', 'pt');
    dropStaleFirstView(document, { pathname: '/', language: 'pt' });
    expect(hasFirstView(document)).toBe(true);
  });

  it('takes input once released, its markup kept as the live page', () => {
    pageWithFirstView('/');
    releaseFirstView(document);
    expect(root().hasAttribute('inert')).toBe(false);
    expect(root().textContent).toBe('Aurora');
  });
});
