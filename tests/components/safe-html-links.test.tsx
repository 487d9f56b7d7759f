// The link policy of server HTML (src/components/safe-html.tsx): a link or source stays only when
// it is http(s), mailto:, tel: or an address of the site itself, read the way the browser will read
// it, and every link that stays opens in a new tab without an opener or a referrer.
import { describe, expect, it } from 'vitest';
import { allowedLink, sanitizeHtml } from '../../src/components/safe-html';

/** The href of the one link a snippet of server HTML leaves, or null when it lost it. */
function hrefAfterSanitising(href: string): string | null {
  const holder = document.createElement('div');
  holder.innerHTML = sanitizeHtml(`<a href="${href}">claim your bonus</a>`);
  const link = holder.querySelector('a');
  expect(link?.textContent).toBe('claim your bonus');
  return link!.getAttribute('href');
}

// Written as they would sit in the server's HTML: entities are decoded by the parser first.
const HOSTILE_LINKS = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  'JAVASCRIPT:alert(1)',
  ' javascript:alert(1)',
  '\tjavascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java&#x09;script:alert(1)',
  'java&#10;script:alert(1)',
  '&#106;avascript:alert(1)',
  '&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)',
  '&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)',
  'javascript&colon;alert(1)',
  'javascript&#58;alert(1)',
  '&#1;javascript:alert(1)',
  '\u0001javascript:alert(1)',
  '\u00a0javascript:alert(1)',
  '\u2028javascript:alert(1)',
  '\u3000javascript:alert(1)',
  'javascript://%0Aalert(1)',
  'jAvAsCrIpT:void(0)',
  'vbscript:msgbox(1)',
  'VBScript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'DATA:text/html,hi',
  ' data:image/svg+xml,<svg onload=alert(1)>',
  'data:image/png;base64,iVBORw0KGgo=',
  '//evil.example.com/login',
  '\\\\evil.example.com/login',
  '/\\evil.example.com/login',
  '\\/evil.example.com/login',
  ' //evil.example.com',
  'file:///etc/passwd',
  'blob:https://example.com/uuid',
  'filesystem:https://example.com/temporary/x',
  'intent://scan/#Intent;scheme=zxing;end',
  'ms-settings:privacy',
  'livescript:alert(1)',
  'feed:javascript:alert(1)',
];

const FRIENDLY_LINKS = [
  'https://example.com/promo',
  'HTTPS://EXAMPLE.COM/promo',
  'http://example.com/',
  'mailto:support@example.com',
  'tel:+5511900000000',
  '/promotions',
  '/rng?vassalage=PG',
  '#terms',
  '?page=2',
  'promotions/weekly',
];

describe('links in server HTML', () => {
  it(`loses the address of each of the ${HOSTILE_LINKS.length} hostile links and keeps its text`, () => {
    expect(HOSTILE_LINKS.length).toBeGreaterThanOrEqual(30);
    const kept = HOSTILE_LINKS.filter((href) => hrefAfterSanitising(href) !== null);
    expect(kept).toEqual([]);
  });

  it('keeps http(s), mailto:, tel: and addresses of the site as they were written', () => {
    expect(FRIENDLY_LINKS.map(hrefAfterSanitising)).toEqual(FRIENDLY_LINKS);
  });

  it('opens every link that stays in a new tab with rel="noopener noreferrer", whatever it asked', () => {
    const holder = document.createElement('div');
    holder.innerHTML = sanitizeHtml(
      '<a href="/help" target="_top" rel="opener">help</a><area href="https://example.com" target="_blank" rel="opener">',
    );
    expect(
      [...holder.querySelectorAll('a, area')].map((link) => [
        link.getAttribute('target'),
        link.getAttribute('rel'),
      ]),
    ).toEqual([
      ['_blank', 'noopener noreferrer'],
      ['_blank', 'noopener noreferrer'],
    ]);
  });

  it('holds sources to the same rule, but lets an <img> carry a data: picture', () => {
    const holder = document.createElement('div');
    holder.innerHTML = sanitizeHtml(
      '<img src="data:image/png;base64,iVBORw0KGgo="><img src="//evil.example.com/x.png"><img src="javascript:alert(1)"><video poster="data:text/html,x"></video><img srcset="//evil.example.com/x.png 2x">',
    );
    expect(
      [...holder.querySelectorAll('img, video')].map((element) =>
        [...element.attributes].map((attribute) => `${attribute.name}=${attribute.value}`),
      ),
    ).toEqual([['src=data:image/png;base64,iVBORw0KGgo='], [], [], [], []]);
  });

  it('decides an address the way the browser will read it', () => {
    expect(allowedLink('A', 'href', 'ja\u0000va script:alert(1)')).toBe(false);
    expect(allowedLink('IMG', 'src', 'data:image/webp;base64,UklGR')).toBe(true);
    expect(allowedLink('A', 'href', 'data:image/webp;base64,UklGR')).toBe(false);
  });
});
