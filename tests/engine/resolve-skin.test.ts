import { describe, expect, it } from 'vitest';
import { deepMerge, resolveSkin, type SkinReader } from '../../engine/authoring';
import { memoryReader, minimalSkin } from './memory-skins';

const exists = () => true;

/** A reader that hands out the same source for a folder every time, as the loader does. */
function onceEach(read: SkinReader): SkinReader {
  const sources = new Map<string, ReturnType<SkinReader>>();
  return (id) => {
    if (!sources.has(id)) sources.set(id, read(id));
    return sources.get(id);
  };
}

describe('deepMerge', () => {
  it('merges objects key by key and lets arrays replace', () => {
    expect(deepMerge({ a: { b: 1, c: [1, 2] }, d: 1 }, { a: { c: [3] }, e: 2 })).toEqual({
      a: { b: 1, c: [3] },
      d: 1,
      e: 2,
    });
  });

  it("keeps the parent's keys in their order, a child's new keys after them", () => {
    const merged = deepMerge({ a: 1, b: { x: 1, y: 2 }, c: 3 }, { d: 4, b: { z: 3, x: 0 }, a: 5 });
    expect(JSON.stringify(merged)).toBe('{"a":5,"b":{"x":0,"y":2,"z":3},"c":3,"d":4}');
  });

  it('gives a copy that shares nothing with the parent or the child', () => {
    const parent = { theme: { colors: { primary: '#111111' } }, categories: ['RNG'] };
    const child = { brand: { name: 'Acme' } };
    const merged = deepMerge(parent, child) as typeof parent & typeof child;
    merged.theme.colors.primary = '#222222';
    merged.categories.push('LIVE');
    merged.brand.name = 'Changed';
    expect(parent).toEqual({ theme: { colors: { primary: '#111111' } }, categories: ['RNG'] });
    expect(child).toEqual({ brand: { name: 'Acme' } });
  });

  it('never writes through a __proto__ key', () => {
    const merged = deepMerge({}, JSON.parse('{"__proto__": {"polluted": true}}')) as Record<
      string,
      unknown
    >;
    expect(Object.getPrototypeOf(merged)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('resolveSkin', () => {
  it('applies every schema default to a minimal skin', () => {
    const { resolved, issues } = resolveSkin({
      id: 'acme',
      read: memoryReader({ acme: { skin: minimalSkin('acme') } }),
      exists,
    });
    expect(issues).toEqual([]);
    expect(resolved).toMatchObject({
      id: 'acme',
      lineage: ['acme'],
      locales: { default: 'pt', supported: ['pt', 'en'] },
      ageGate: { minimumAge: 18 },
      theme: { defaultMode: 'dark', allowToggle: true, radius: '8px' },
      banners: { w_home: [], w_login: [], w_register: [], w_forget: [], w_leftmenu: [] },
      registration: {
        methods: ['username', 'mobile'],
        termsLink: '/help#term',
        fields: { captcha: { show: true, required: true } },
      },
      login: { freePlay: false, social: [] },
    });
    expect(resolved && 'extends' in resolved).toBe(false);
    expect(resolved?.theme.tokens.light.background).toBe('#f6f7fb');
  });

  it('merges a child over its parent: objects deeply, arrays replaced, the child winning', () => {
    const read = memoryReader({
      base: {
        skin: {
          ...minimalSkin('base'),
          categories: ['RNG', 'LIVE', 'SPORTS'],
          theme: { radius: '4px', tokens: { dark: { primary: '#f5b82e' } } },
        },
      },
      child: {
        skin: {
          ...minimalSkin('child'),
          extends: 'base',
          categories: ['SPORTS'],
          home: { sections: ['HOT', 'SPORTS'] },
          theme: { tokens: { dark: { accent: '#2ec4b6' } } },
        },
      },
    });
    const { resolved, issues, lineage } = resolveSkin({ id: 'child', read, exists });
    expect(issues).toEqual([]);
    expect(lineage).toEqual(['child', 'base']);
    expect(resolved?.categories).toEqual(['SPORTS']);
    expect(resolved?.theme.radius).toBe('4px');
    expect(resolved?.theme.tokens.dark).toMatchObject({ primary: '#f5b82e', accent: '#2ec4b6' });
  });

  it('layers dictionaries engine → parent → skin', () => {
    const read = memoryReader({
      base: {
        skin: minimalSkin('base'),
        dictionaries: {
          en: { 'footer.terms': 'Base terms', 'help.title': 'Base help' },
          pt: { 'footer.terms': 'Termos base', 'help.title': 'Ajuda base' },
        },
      },
      child: {
        skin: { ...minimalSkin('child'), extends: 'base' },
        dictionaries: {
          en: { 'footer.terms': 'Child terms' },
          pt: { 'footer.terms': 'Termos filho' },
        },
      },
    });
    const { dictionaries } = resolveSkin({ id: 'child', read, exists });
    expect([
      dictionaries.en['footer.terms'],
      dictionaries.en['help.title'],
      dictionaries.en['login.title'],
    ]).toEqual(['Child terms', 'Base help', 'Log in']);
  });

  it('gives brands that add no dictionary above one parent that parent’s dictionaries, layered once, when the reader hands out each source once', () => {
    const skins = {
      base: { skin: minimalSkin('base'), dictionaries: { en: { 'help.title': 'Base help' } } },
      'brand-a': { skin: { ...minimalSkin('brand-a'), extends: 'base' } },
      'brand-b': { skin: { ...minimalSkin('brand-b'), extends: 'base' } },
      'brand-c': {
        skin: { ...minimalSkin('brand-c'), extends: 'base' },
        dictionaries: { en: { 'help.title': 'Brand C help' } },
      },
    };
    const read = onceEach(memoryReader(skins));
    const [base, a, b, c] = ['base', 'brand-a', 'brand-b', 'brand-c'].map(
      (id) => resolveSkin({ id, read, exists }).dictionaries,
    );
    expect(a).toBe(base);
    expect(b).toBe(base);
    expect(a!.en['help.title']).toBe('Base help');
    expect(c).not.toBe(base);
    expect(c!.en['help.title']).toBe('Brand C help');
  });

  it('layers a brand’s dictionaries on the parent its reader gives, even when another reader handed out the same brand', () => {
    const brand = {
      skin: { ...minimalSkin('brand'), extends: 'base' },
      dictionaries: { en: { 'footer.terms': 'Brand terms' } },
    };
    const parent = (title: string) => ({
      skin: minimalSkin('base'),
      dictionaries: { en: { 'help.title': title } },
    });
    const brandSource = memoryReader({ brand })('brand');
    const readerWith = (title: string) => {
      const read = onceEach(memoryReader({ base: parent(title) }));
      return (id: string) => (id === 'brand' ? brandSource : read(id));
    };
    const first = resolveSkin({ id: 'brand', read: readerWith('First help'), exists });
    const second = resolveSkin({ id: 'brand', read: readerWith('Second help'), exists });
    expect(first.dictionaries.en['help.title']).toBe('First help');
    expect(second.dictionaries.en['help.title']).toBe('Second help');
    expect(second.dictionaries.en['footer.terms']).toBe('Brand terms');
  });

  it('reports a missing skin without throwing', () => {
    const { resolved, issues } = resolveSkin({
      id: 'ghost',
      read: memoryReader({ ghost2: { skin: minimalSkin('ghost2') } }),
      knownIds: ['ghost2'],
    });
    expect(resolved).toBeUndefined();
    expect(issues.map((issue) => [issue.code, issue.message, issue.hint])).toEqual([
      ['extends/unknown-skin', 'is missing: there is no skin "ghost"', 'did you mean "ghost2"?'],
    ]);
  });

  it('names the whole chain of an extends cycle', () => {
    const read = memoryReader({
      a: { skin: { ...minimalSkin('a'), extends: 'b' } },
      b: { skin: { ...minimalSkin('b'), extends: 'c' } },
      c: { skin: { ...minimalSkin('c'), extends: 'a' } },
    });
    const { issues } = resolveSkin({ id: 'a', read });
    expect(issues).toEqual([
      expect.objectContaining({
        file: 'skins/c/skin.json',
        pointer: '/extends',
        message: 'makes a cycle: a → b → c → a',
        found: '"a"',
        code: 'extends/cycle',
      }),
    ]);
  });

  it('reports every schema issue at once, each with expected and found', () => {
    const read = memoryReader({
      acme: {
        skin: {
          ...minimalSkin('acme'),
          ageGate: { minimumAge: 16 },
          locales: { supported: [] },
          brand: { name: '' },
        },
      },
    });
    const { issues } = resolveSkin({ id: 'acme', read });
    expect(
      issues.map((issue) => [issue.pointer, issue.message, issue.expected, issue.found]),
    ).toEqual([
      ['/brand/name', 'must not be empty', 'at least 1 character', '""'],
      ['/locales/supported', 'must list at least 1 item', 'at least 1 item', '[]'],
      ['/ageGate/minimumAge', 'must be one of 18 or 21', 'one of 18 or 21', '16'],
    ]);
  });

  it('says what a required property should hold', () => {
    const { issues } = resolveSkin({
      id: 'acme',
      read: memoryReader({
        acme: { skin: { id: 'acme', banners: { w_home: [{ image: 'assets/a.svg' }] } } },
      }),
    });
    expect(issues.map((issue) => [issue.pointer, issue.message, issue.expected])).toEqual([
      ['/merchantCode', 'is required', '2 to 32 uppercase letters, digits or underscores'],
      ['/banners/w_home/0/alt', 'is required', 'What the banner says, for screen readers.'],
    ]);
  });

  it('reports the default locale when the skin does not offer it', () => {
    const { issues } = resolveSkin({
      id: 'acme',
      read: memoryReader({
        acme: { skin: { ...minimalSkin('acme'), locales: { supported: ['en'] } } },
      }),
      exists,
    });
    expect(issues.map((issue) => `${issue.pointer} ${issue.message}`)).toEqual([
      '/locales/default must be one of the supported languages "en"',
    ]);
  });

  it('reports a home section for a category the skin does not offer', () => {
    const { issues } = resolveSkin({
      id: 'acme',
      read: memoryReader({
        acme: {
          skin: {
            ...minimalSkin('acme'),
            categories: ['SPORTS'],
            home: { sections: ['HOT', 'RNG'] },
          },
        },
      }),
      exists,
    });
    expect(issues.map((issue) => `${issue.pointer} ${issue.message}`)).toEqual([
      '/home/sections/1 names category "RNG", which /categories does not offer',
    ]);
  });

  it('warns about a menu page whose feature is off', () => {
    const { issues, resolved } = resolveSkin({
      id: 'acme',
      read: memoryReader({ acme: { skin: { ...minimalSkin('acme'), features: { vip: false } } } }),
      exists,
    });
    expect(resolved).toBeDefined();
    expect(issues.map((issue) => [issue.severity, `${issue.pointer} ${issue.message}`])).toEqual([
      ['warning', '/menus/side/1 lists "vip", which never shows while /features/vip is false'],
    ]);
  });

  it("warns about a phone tab bar entry whose feature is off, as about any menu's", () => {
    const { issues } = resolveSkin({
      id: 'acme',
      read: memoryReader({
        acme: {
          skin: {
            ...minimalSkin('acme'),
            features: { pointsMall: false },
            menus: { side: ['home'], tabBar: ['home', 'pointsMall', 'account'] },
          },
        },
      }),
      exists,
    });
    expect(issues.map((issue) => [issue.severity, `${issue.pointer} ${issue.message}`])).toEqual([
      [
        'warning',
        '/menus/tabBar/1 lists "pointsMall", which never shows while /features/pointsMall is false',
      ],
    ]);
  });

  it('warns about every menu entry whose page needs a feature that is off, once per feature', () => {
    // The member centre's VIP pages (the VIP page and the reward centre) follow features.vip as
    // the side menu's VIP entry does: the page table (engine/site/pages.ts) says so for all.
    const { issues } = resolveSkin({
      id: 'acme',
      read: memoryReader({
        acme: {
          skin: {
            ...minimalSkin('acme'),
            features: { vip: false },
            menus: { side: ['home'], member: ['securityCenter', 'rewardCenter', 'vip'] },
          },
        },
      }),
      exists,
    });
    expect(issues.map((issue) => [`${issue.pointer} ${issue.message}`, issue.hint])).toEqual([
      [
        '/menus/member/1 lists "rewardCenter", which never shows while /features/vip is false',
        'so do /menus/member/2 ("vip")',
      ],
    ]);
  });

  it('refuses a field that is required but hidden, and a social provider listed twice', () => {
    const skin = {
      ...minimalSkin('acme'),
      registration: { fields: { email: { show: false, required: true } } },
      login: {
        social: [
          { provider: 'google', authorizeUrl: '/__dev/oauth/google/authorize' },
          { provider: 'google', authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth' },
        ],
      },
    };
    const { issues } = resolveSkin({ id: 'acme', read: memoryReader({ acme: { skin } }), exists });
    expect(issues.map((issue) => `${issue.pointer} ${issue.message}`)).toEqual([
      '/login/social/1/provider repeats provider "google" (already at /login/social/0)',
      '/registration/fields/email/required is true while the field is hidden (show is false), so nobody could register',
    ]);
  });

  it('refuses an https link with credentials or without a host', () => {
    const skin = {
      ...minimalSkin('acme'),
      banners: {
        w_home: [
          {
            image: 'assets/a.svg',
            alt: 'x',
            link: { type: 'url', href: 'https://user:secret@example.com' },
          },
        ],
      },
    };
    const { issues } = resolveSkin({ id: 'acme', read: memoryReader({ acme: { skin } }), exists });
    expect(issues.map((issue) => `${issue.pointer} ${issue.message}`)).toEqual([
      '/banners/w_home/0/link/href must be an https:// URL to a host, without a user name or password',
    ]);
  });

  it('refuses a data: or http: banner URL and a protocol-relative route', () => {
    const links = [
      { type: 'url', href: 'data:text/html,hi' },
      { type: 'url', href: 'http://example.com' },
      { type: 'route', to: '//evil.example.com' },
    ];
    const skin = {
      ...minimalSkin('acme'),
      banners: { w_home: links.map((link) => ({ image: 'assets/a.svg', alt: 'x', link })) },
    };
    const { issues } = resolveSkin({ id: 'acme', read: memoryReader({ acme: { skin } }), exists });
    expect(issues.map((issue) => `${issue.pointer} ${issue.message}`)).toEqual([
      '/banners/w_home/0/link/href must be an https:// URL',
      '/banners/w_home/1/link/href must be an https:// URL',
      '/banners/w_home/2/link/to must be an internal route starting with a single / (such as /promotions)',
    ]);
  });

  it('lists the assets a skin ships with the skin folder that provides each', () => {
    const read = memoryReader({
      base: { skin: { ...minimalSkin('base'), brand: { logo: 'assets/logo.svg' } } },
      child: {
        skin: {
          ...minimalSkin('child'),
          extends: 'base',
          banners: { w_home: [{ image: 'assets/hero.svg', alt: 'Hero' }] },
        },
      },
    });
    const { assets } = resolveSkin({
      id: 'child',
      read,
      exists: (skinId, path) => skinId === 'base' || path === 'assets/hero.svg',
    });
    expect(assets).toEqual([
      { path: 'assets/logo.svg', skinId: 'base' },
      { path: 'assets/favicon.svg', skinId: 'base' },
      { path: 'assets/hero.svg', skinId: 'child' },
    ]);
  });
});
