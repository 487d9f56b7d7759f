// Server HTML reaches the page only through <SafeHtml> (spec 000 §3 announcement content):
// scripts, handlers and javascript: links go, links that stay open in a new tab without an opener.
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeHtml, sanitizeHtml } from '../../src/components/safe-html';

describe('SafeHtml', () => {
  it('removes the javascript: address of a link and keeps its text', () => {
    const { container } = render(
      <SafeHtml html={'<p>Bonus <a href="javascript:alert(1)">claim</a></p>'} />,
    );
    const link = container.querySelector('a');
    expect(link?.textContent).toBe('claim');
    expect(link?.getAttribute('href')).toBeNull();
    expect(container.innerHTML).not.toContain('javascript:');
  });

  it('opens every remaining link in a new tab with rel="noopener noreferrer"', () => {
    const { container } = render(
      <SafeHtml
        html={'<a href="https://example.com/promo" target="_self" rel="opener">Promo</a>'}
      />,
    );
    const link = container.querySelector('a')!;
    expect([
      link.getAttribute('href'),
      link.getAttribute('target'),
      link.getAttribute('rel'),
    ]).toEqual(['https://example.com/promo', '_blank', 'noopener noreferrer']);
  });

  it('drops scripts, event handlers, styles and forms but keeps the formatting', () => {
    const html = sanitizeHtml(
      '<h3 onclick="steal()">Title</h3><script>steal()</script><style>body{display:none}</style><form><input name="pin"></form><img src="x" onerror="steal()"><b>bold</b>',
    );
    expect(html).toBe('<h3>Title</h3><img src="x"><b>bold</b>');
  });

  it('renders as the element asked for', () => {
    const { container } = render(<SafeHtml as="article" id="notice" html="<p>Hello</p>" />);
    expect(container.innerHTML).toBe('<article id="notice"><p>Hello</p></article>');
  });
});
