import { describe, expect, it } from 'vitest';
import { mainDomainRedirect, mirrorLinks } from '../../../engine';

describe('the mirror list (spec 000 §1, §3 domainRoute)', () => {
  it('lists the gateway’s mirrors first, then the skin’s, one per host, with the skin’s labels', () => {
    const skin = [
      { label: 'Espelho 1', url: 'https://m1.example.com' },
      { label: 'Espelho 3', url: 'https://alt.example.net' },
    ];
    expect(mirrorLinks(['m2.example.com', 'm1.example.com'], skin, 'www.example.com')).toEqual([
      { label: 'm2.example.com', url: 'https://m2.example.com' },
      { label: 'Espelho 1', url: 'https://m1.example.com' },
      { label: 'Espelho 3', url: 'https://alt.example.net' },
    ]);
  });

  it('leaves out the host the player is on and entries that are not web addresses', () => {
    expect(
      mirrorLinks(['m1.example.com', 'not a host', 'ftp://x.example.com'], [], 'M1.example.com'),
    ).toEqual([]);
    expect(mirrorLinks(undefined, [], 'www.example.com')).toEqual([]);
  });
});

describe('the redirect to the main domain (spec 000 §3 mainDomain)', () => {
  const permission = {
    mainDomain: 'www.example.com',
    redirectToMainDomain: true,
    domainRoute: ['m1.example.com'],
  };

  it('moves another host to the main domain, keeping the path, query and hash', () => {
    expect(mainDomainRedirect('https://old.example.org/promotions?x=1&y=2#7', permission)).toBe(
      'https://www.example.com/promotions?x=1&y=2#7',
    );
  });

  it('keeps the page’s protocol for a bare host, and the port a main domain names', () => {
    expect(
      mainDomainRedirect('http://localhost:5200/help?a=b', {
        ...permission,
        mainDomain: '127.0.0.1:5200',
      }),
    ).toBe('http://127.0.0.1:5200/help?a=b');
    expect(
      mainDomainRedirect('http://localhost:5200/', {
        ...permission,
        mainDomain: 'https://www.example.com',
      }),
    ).toBe('https://www.example.com/');
  });

  it('never redirects on the main domain itself, nor from a listed mirror', () => {
    expect(mainDomainRedirect('https://WWW.example.com/help', permission)).toBeNull();
    expect(mainDomainRedirect('https://m1.example.com/help', permission)).toBeNull();
  });

  it('stays when the permission does not ask, or names no usable main domain', () => {
    const here = 'https://old.example.org/';
    expect(mainDomainRedirect(here, { ...permission, redirectToMainDomain: false })).toBeNull();
    expect(mainDomainRedirect(here, { ...permission, redirectToMainDomain: undefined })).toBeNull();
    expect(mainDomainRedirect(here, { ...permission, mainDomain: '' })).toBeNull();
    expect(mainDomainRedirect(here, { ...permission, mainDomain: 'not a host' })).toBeNull();
    expect(mainDomainRedirect('not a url', permission)).toBeNull();
  });
});
