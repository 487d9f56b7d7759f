// A mistyped module id, setting path or category fails in every layer that names one: the
// typecheck (`npm run typecheck` compiles this file, so each `@ts-expect-error` below must stay an
// error) or a test. One scenario per kind of miss.
import { describe, expect, it } from 'vitest';
import {
  CATEGORIES,
  CATEGORY_PAGE_KINDS,
  categoryPath,
  isKnownRoute,
  SITE_ROUTES,
  type Category,
  type ModuleId,
  type SkinSettingPath,
} from '../../engine';
import { formatIssue, resolveSkin } from '../../engine/authoring';
import { flag, listed } from '../../engine/features/feature-registry';
import type { ActionRoute } from '../../gateway/context/action-context';
import { moduleEnabled, type Merchant } from '../../gateway/core/merchants';

const merchant = {
  moduleTree: [{ modId: 'POINTMALL3', enabled: false, childrenNodes: [] }],
} as unknown as Merchant;

describe('a mistyped module id', () => {
  it('does not compile where a module id is named', () => {
    // @ts-expect-error POINTSMALL3 is not a module of the feature registry.
    const typo: ModuleId = 'POINTSMALL3';
    const route: ActionRoute<'pointsBalance'> = {
      // @ts-expect-error a gateway route guards only a module the registry knows.
      module: 'POINTMAL3',
      handler: async () => ({ points: 0 }),
    };
    expect([typo, route.module]).toEqual(['POINTSMALL3', 'POINTMAL3']);
  });

  it('closes the gate loudly at run time instead of reading as enabled', () => {
    expect(moduleEnabled(merchant, 'POINTMALL3')).toBe(false);
    expect(() => moduleEnabled(merchant, 'POINTMAL3' as ModuleId)).toThrow(
      /^moduleEnabled: "POINTMAL3" is not a module of engine\/features\/feature-registry\.ts \(known: REGISTER3, /,
    );
  });
});

describe('a mistyped setting path', () => {
  it('does not compile in the feature registry', () => {
    // @ts-expect-error the resolved skin has features.pointsMall, not features.pointMall.
    const path: SkinSettingPath = 'features.pointMall';
    // @ts-expect-error a flag must read a boolean, and registration.methods is a list.
    const notBoolean = flag('registration.methods');
    // @ts-expect-error a list setting names one of the list's items: "mobil" is not a method.
    const notAnItem = listed('registration.methods', 'mobil');
    expect([path, notBoolean.path, notAnItem.includes]).toEqual([
      'features.pointMall',
      'registration.methods',
      'mobil',
    ]);
  });
});

describe('a mistyped category', () => {
  it('does not compile where a category is named', () => {
    // @ts-expect-error SLOTS is not a category of schemas/defs.schema.json.
    const typo: Category = 'SLOTS';
    expect(typo).toBe('SLOTS');
  });

  it('has no page until its kind is written: every category has a page kind and a route', () => {
    for (const category of CATEGORIES) {
      expect(CATEGORY_PAGE_KINDS[category]).toMatch(/^(list|centre)$/);
      expect(SITE_ROUTES.find((route) => route.category === category)?.path).toBe(
        categoryPath(category),
      );
    }
    // Links follow the routes: a category's page is linkable, a typo is not.
    expect(isKnownRoute('/cockfight')).toBe(true);
    expect(isKnownRoute('/slots')).toBe(false);
  });

  it('fails a skin that names it, pointing at the value', () => {
    const text = JSON.stringify({
      id: 'acme',
      merchantCode: 'MC9999',
      categories: ['RNG', 'SLOTS'],
    });
    const { issues } = resolveSkin({
      id: 'acme',
      read: (id) =>
        id === 'acme' ? { file: 'skins/acme/skin.json', text, dictionaries: {} } : undefined,
    });
    expect(issues.map(formatIssue)).toContain(
      'skins/acme/skin.json:1:58 /categories/1 must be one of "RNG", "LIVE", "FISH", "PVP", "BGS", "SPORTS", "ESPORTS", "COCKFIGHT", "LOTT" or "ELOTT" (got "SLOTS"); did you mean "SPORTS"?',
    );
  });
});
