import { describe, expect, it } from 'vitest';
import { diffSkins, resolveSkin, type DiffSide } from '../../../engine/authoring';
import { memoryReader, type MemorySkin } from '../memory-skins';

const SKINS: Record<string, MemorySkin> = {
  base: {
    skin: {
      id: 'base',
      merchantCode: 'BASE',
      ageGate: { minimumAge: 18 },
      banners: {
        w_home: [{ image: 'assets/a.svg', alt: 'A', link: { type: 'route', to: '/rng' } }],
      },
      mirrors: [{ label: 'M1', url: 'https://m1.example.com' }],
    },
  },
  child: {
    skin: {
      id: 'child',
      extends: 'base',
      merchantCode: 'CHILD',
      ageGate: { minimumAge: 21 },
      banners: { w_home: [{ image: 'assets/b.svg', alt: 'B' }] },
      mirrors: [],
    },
    dictionaries: { pt: { 'footer.terms': 'Termos (21+)' }, en: { 'footer.terms': 'Terms (21+)' } },
  },
};

function side(id: string): DiffSide {
  const resolution = resolveSkin({ id, read: memoryReader(SKINS), exists: () => true });
  if (!resolution.resolved) throw new Error(JSON.stringify(resolution.issues));
  return { ...resolution, resolved: resolution.resolved };
}

describe('diffSkins', () => {
  const differences = diffSkins(side('base'), side('child'));
  const at = (pointer: string) => differences.find((difference) => difference.pointer === pointer);

  it('compares the effective skins value by value, with the file and line that wrote each side', () => {
    expect(at('/ageGate/minimumAge')).toEqual({
      pointer: '/ageGate/minimumAge',
      change: 'changed',
      a: 18,
      b: 21,
      aSource: 'skins/base/skin.json:5',
      bSource: 'skins/child/skin.json:6',
    });
  });

  it('says "default" for a value the schema gave, even below an array a parent also wrote', () => {
    // The child's banner list replaced the parent's whole, so its banner's absent link is the
    // schema's default (null), not the parent's link at the same pointer.
    expect(at('/banners/w_home/0/link')).toMatchObject({
      change: 'changed',
      b: null,
      aSource: 'skins/base/skin.json:12',
      bSource: 'default',
    });
  });

  it('lists an array item one side lacks as added or removed whole', () => {
    expect(at('/mirrors/0')).toEqual({
      pointer: '/mirrors/0',
      change: 'removed',
      a: { label: 'M1', url: 'https://m1.example.com' },
      b: null,
      aSource: 'skins/base/skin.json:20',
      bSource: null,
    });
  });

  it('compares the layered texts per language, the catalogue being "default"', () => {
    expect(at('i18n:pt footer.terms')).toEqual({
      pointer: 'i18n:pt footer.terms',
      change: 'changed',
      a: 'Termos e condições',
      b: 'Termos (21+)',
      aSource: 'default',
      bSource: 'skins/child/i18n/pt.json:2',
    });
  });

  it('shows nothing but what differs, and nothing for a skin against itself', () => {
    expect(differences.map((difference) => difference.pointer)).toEqual([
      '/id',
      '/merchantCode',
      '/ageGate/minimumAge',
      '/banners/w_home/0/image',
      '/banners/w_home/0/alt',
      '/banners/w_home/0/link',
      '/mirrors/0',
      'i18n:pt footer.terms',
      'i18n:en footer.terms',
    ]);
    expect(diffSkins(side('child'), side('child'))).toEqual([]);
  });
});
