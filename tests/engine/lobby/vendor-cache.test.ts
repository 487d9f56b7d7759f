import { describe, expect, it } from 'vitest';
import {
  classificationTabs,
  createVendorCache,
  elottVendors,
  laneVendors,
  VENDOR_CACHE_KEY,
  type ApiVendorLane,
} from '../../../engine';

const card = (vassalage: string) => ({
  vassalage,
  name: vassalage,
  iconUrl: '',
  gameCount: 1,
  maintenance: false,
});
const lanes: ApiVendorLane[] = [
  {
    title: 'RNG',
    cards: [card('PG'), card('PT')],
    gameClassify: [
      { code: 'SLOT', name: 'Slots', vendors: ['PG', 'PT'] },
      { code: 'MEGAWAYS', name: 'Megaways', vendors: ['PT'] },
    ],
  },
  { title: 'ELOTT', cards: [card('TCG_LOTTO_VN')], gameClassify: [] },
];

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

describe('the vendor cache', () => {
  it('keeps the lanes in session storage under gameVendor, per language', () => {
    const storage = memoryStorage();
    const cache = createVendorCache(storage);
    cache.write('pt', lanes);
    expect(storage.map.has(VENDOR_CACHE_KEY)).toBe(true);
    expect(cache.read('pt')).toEqual(lanes);
    expect(cache.read('en')).toBeUndefined();
  });

  it('is empty after a flush', () => {
    const cache = createVendorCache(memoryStorage());
    cache.write('pt', lanes);
    cache.flush();
    expect(cache.read('pt')).toBeUndefined();
  });

  it('shrugs off broken JSON and storage that throws', () => {
    const storage = memoryStorage();
    storage.setItem(VENDOR_CACHE_KEY, '{nope');
    expect(createVendorCache(storage).read('pt')).toBeUndefined();
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const cache = createVendorCache(throwing);
    expect(() => cache.write('pt', lanes)).not.toThrow();
    expect(cache.read('pt')).toBeUndefined();
    expect(() => cache.flush()).not.toThrow();
    expect(createVendorCache(undefined).read('pt')).toBeUndefined();
  });
});

describe('the vendor lanes', () => {
  it('list a category’s vendors', () => {
    expect(laneVendors(lanes, 'RNG').map((vendor) => vendor.vassalage)).toEqual(['PG', 'PT']);
    expect(laneVendors(lanes, 'LIVE')).toEqual([]);
    expect(laneVendors(undefined, 'RNG')).toEqual([]);
  });

  it('narrow the classification tabs to the chosen vendor', () => {
    const rng = lanes[0];
    expect(classificationTabs(rng, null).map((tab) => tab.code)).toEqual(['SLOT', 'MEGAWAYS']);
    expect(classificationTabs(rng, 'PG')).toEqual([{ code: 'SLOT', name: 'Slots' }]);
  });

  it('name the ELOTT vendors for the prize mode', () => {
    expect(elottVendors(lanes)).toEqual(['TCG_LOTTO_VN']);
  });
});
