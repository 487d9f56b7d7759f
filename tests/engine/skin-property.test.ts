// Bad input never crashes: random mutations of the shipped skins — values of
// the wrong type, deleted and invented keys (`__proto__` included), broken `extends`, corrupted
// text — always give issues or a resolved skin, never an exception, and never touch
// Object.prototype.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasErrors, mergeEffective, checkEffectiveSkin, resolveSkin } from '../../engine/authoring';
import { memoryReader, type MemorySkin } from './memory-skins';

const SKIN_IDS = ['default', 'lusa-regional', 'northstar-sports'] as const;
type ShippedSkin = { skin: Record<string, unknown>; dictionaries: Record<string, unknown> };
const readShipped = (id: string): ShippedSkin => {
  const read = (file: string) =>
    JSON.parse(readFileSync(new URL(`../../skins/${id}/${file}`, import.meta.url), 'utf8'));
  return {
    skin: read('skin.json'),
    dictionaries: { pt: read('i18n/pt.json'), en: read('i18n/en.json') },
  };
};
const shipped: Record<(typeof SKIN_IDS)[number], ShippedSkin> = {
  default: readShipped('default'),
  'lusa-regional': readShipped('lusa-regional'),
  'northstar-sports': readShipped('northstar-sports'),
};

const KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'id',
  'extends',
  'merchantCode',
  'theme',
  'tokens',
  'dark',
  'link',
  'type',
  'href',
  'footer.terms',
];

const mutation = fc.oneof(
  fc.record({
    kind: fc.constant('set' as const),
    path: fc.array(fc.nat(), { maxLength: 5 }),
    key: fc.option(fc.oneof(fc.constantFrom(...KEYS), fc.string({ maxLength: 6 }))),
    value: fc.jsonValue({ maxDepth: 3 }),
  }),
  fc.record({
    kind: fc.constant('delete' as const),
    path: fc.array(fc.nat(), { minLength: 1, maxLength: 5 }),
  }),
  fc.record({
    kind: fc.constant('extends' as const),
    value: fc.oneof(fc.constantFrom(...SKIN_IDS, 'missing', ''), fc.jsonValue({ maxDepth: 1 })),
  }),
  fc.record({
    kind: fc.constant('text' as const),
    at: fc.nat(),
    remove: fc.nat({ max: 4 }),
    insert: fc.string({ maxLength: 4 }),
  }),
);

type Mutation = typeof mutation extends fc.Arbitrary<infer T> ? T : never;

function isContainer(value: unknown): value is Record<string, unknown> | unknown[] {
  return value !== null && typeof value === 'object';
}

function define(target: Record<string, unknown> | unknown[], key: string, value: unknown) {
  // An array in JSON text has indexes only: a named key (`length` among them) adds an element.
  if (Array.isArray(target) && !/^\d+$/.test(key)) {
    target.push(value);
    return;
  }
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

/**
 * Walk existing keys (each number picks one), then set, add or delete; returns the skin's JSON
 * text.
 */
function mutate(skin: unknown, change: Mutation): string {
  const copy = structuredClone(skin) as Record<string, unknown>;
  if (change.kind === 'text') {
    const text = JSON.stringify(copy, null, 2);
    const at = change.at % (text.length + 1);
    return text.slice(0, at) + change.insert + text.slice(at + change.remove);
  }
  if (change.kind === 'extends') {
    define(copy, 'extends', change.value);
    return JSON.stringify(copy);
  }
  let parent: Record<string, unknown> | unknown[] = copy;
  let key: string | undefined;
  for (const pick of change.path) {
    const keys = Object.keys(parent);
    if (keys.length === 0) break;
    key = keys[pick % keys.length];
    const next: unknown = (parent as Record<string, unknown>)[key];
    if (!isContainer(next)) break;
    parent = next;
    key = undefined;
  }
  if (change.kind === 'delete') {
    if (key !== undefined) delete (parent as Record<string, unknown>)[key];
  } else {
    define(parent, change.key ?? key ?? 'invented', change.value);
  }
  return JSON.stringify(copy);
}

describe('validation of mutated skins', () => {
  it('returns issues or a resolved skin, never throws, and never pollutes Object.prototype', () => {
    const prototypeKeys = Object.getOwnPropertyNames(Object.prototype).sort();
    fc.assert(
      fc.property(
        fc.constantFrom(...SKIN_IDS),
        mutation,
        fc.boolean(),
        fc.boolean(),
        (id, change, mutateDictionary, assetsExist) => {
          const skins: Record<string, MemorySkin> = { ...shipped };
          const target = shipped[id];
          skins[id] = mutateDictionary
            ? {
                skin: target.skin,
                dictionaries: {
                  ...target.dictionaries,
                  en: mutate(target.dictionaries.en, change),
                },
              }
            : { skin: mutate(target.skin, change), dictionaries: target.dictionaries };
          const result = resolveSkin({
            id,
            read: memoryReader(skins),
            exists: () => assetsExist,
            knownIds: [...SKIN_IDS],
          });
          expect(result.resolved === undefined).toBe(hasErrors(result.issues));
          for (const issue of result.issues) {
            expect(issue.line).toBeGreaterThanOrEqual(1);
            expect(issue.column).toBeGreaterThanOrEqual(1);
            expect(typeof issue.message).toBe('string');
          }
          if (result.resolved) {
            expect(checkEffectiveSkin(mergeEffective(result.resolved)).ok).toBe(true);
          }
          expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeKeys);
          expect(({} as Record<string, unknown>).polluted).toBeUndefined();
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('merges any gateway input with a resolved skin without throwing, into a valid effective skin', () => {
    const result = resolveSkin({ id: 'default', read: memoryReader(shipped), exists: () => true });
    if (!result.resolved) throw new Error('default must resolve');
    const resolved = result.resolved;
    const node: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
      node: fc.record(
        {
          modId: fc.oneof(
            fc.constantFrom('USERNAMEREG3', 'FREEPLAY3', 'AGENTCENTRE3'),
            fc.string(),
          ),
          enabled: fc.oneof(fc.boolean(), fc.jsonValue({ maxDepth: 0 })),
          childrenNodes: fc.array(tie('node'), { maxLength: 2 }),
        },
        { requiredKeys: ['modId'] },
      ),
    })).node;
    fc.assert(
      fc.property(
        fc.oneof(fc.array(node, { maxLength: 3 }), fc.jsonValue({ maxDepth: 2 })),
        fc.jsonValue({ maxDepth: 3 }),
        fc.jsonValue({ maxDepth: 3 }),
        fc.jsonValue({ maxDepth: 2 }),
        (tree, settings, rules, lanes) => {
          const effective = mergeEffective(resolved, {
            permission: { info: { whitelabel: tree }, maintenance: true },
            registrationSettings: settings as never,
            registrationRules: rules as never,
            vendorLanes: (Array.isArray(lanes) ? lanes : undefined) as never,
          });
          expect(checkEffectiveSkin(effective).ok).toBe(true);
          expect(effective.status).toBe(1);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
