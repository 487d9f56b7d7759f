import { afterEach, describe, expect, it } from 'vitest';
import {
  dropFirstViewOfAnotherPath,
  dropStaleFirstView,
  hasFirstView,
} from '../../src/lib/browser/first-view';

function pageWithFirstView(path: string, lang = 'pt') {
  document.documentElement.lang = lang;
  document.body.innerHTML = `<div id="root"></div><div id="first-view" data-path="${path}"><header>Aurora</header></div>`;
  document.head.innerHTML = '<style id="first-view-css">header{}</style>';
}

afterEach(() => {
  document.body.innerHTML = '';
  document.head.innerHTML = '';
});

describe('the first view the build put in index.html', () => {
  it('is dropped with its styles when it pictures another path', () => {
    pageWithFirstView('/');
    dropFirstViewOfAnotherPath(document, '/help');
    expect(hasFirstView(document)).toBe(false);
    expect(document.getElementById('first-view-css')).toBeNull();
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
  });

  it('stays when boot settles on its path and language', () => {
    pageWithFirstView('/', 'pt');
    dropStaleFirstView(document, { pathname: '/', language: 'pt' });
    expect(hasFirstView(document)).toBe(true);
  });
});
