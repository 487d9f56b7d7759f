import { describe, expect, it } from 'vitest';
import { resolveImageUrl } from '../../../engine';

describe('image URLs on the permission’s image CDN (spec 001 §3 imageCDNs)', () => {
  it('resolves a path against the first CDN, with one slash between them', () => {
    expect(resolveImageUrl('/lgw/art/games/T1.svg', ['https://img.example.com/'])).toBe(
      'https://img.example.com/lgw/art/games/T1.svg',
    );
    expect(
      resolveImageUrl('art/x.png?size=large', ['https://img.example.com/base', 'https://b']),
    ).toBe('https://img.example.com/base/art/x.png?size=large');
  });

  it('leaves absolute, protocol-relative and data URLs as they came', () => {
    const cdns = ['https://img.example.com'];
    for (const url of [
      'https://other.example.com/a.png',
      'http://other.example.com/a.png',
      '//other.example.com/a.png',
      'data:image/png;base64,AAAA',
    ]) {
      expect(resolveImageUrl(url, cdns)).toBe(url);
    }
  });

  it('keeps a path on the page’s origin when the gateway names no usable CDN', () => {
    expect(resolveImageUrl('/a.png', [])).toBe('/a.png');
    expect(resolveImageUrl('/a.png', undefined)).toBe('/a.png');
    expect(resolveImageUrl('/a.png', ['javascript:alert(1)'])).toBe('/a.png');
    expect(resolveImageUrl('', ['https://img.example.com'])).toBe('');
  });
});
