import { describe, expect, it } from 'vitest';
import {
  IMMUTABLE,
  REVALIDATE,
  cacheControlFor,
  isClientRoute,
} from '../../cli/preview/static-site';

describe('the preview static site', () => {
  it('caches hashed runtime files for a year and revalidates everything else', () => {
    expect(cacheControlFor('_app/index-CWATgxFt.js')).toBe(IMMUTABLE);
    expect(cacheControlFor('index.html')).toBe(REVALIDATE);
    expect(cacheControlFor('i18n/pt.json')).toBe(REVALIDATE);
    expect(cacheControlFor('assets/logo.svg')).toBe(REVALIDATE);
  });

  it('answers client routes with index.html but not gateway paths or missing files', () => {
    for (const route of ['/', '/member', '/rng', '/agentHome', '/promotions']) {
      expect(isClientRoute(route), route).toBe(true);
    }
    for (const path of [
      '/wps/member/v3/login',
      '/lgw',
      '/lotto/lgw/x',
      '/__dev/outbox',
      '/ws',
      '/_app/gone-abc123.js',
      '/assets/missing.png',
    ]) {
      expect(isClientRoute(path), path).toBe(false);
    }
  });
});
