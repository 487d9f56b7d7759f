import { deepMerge } from './deep-merge';
import { didYouMean } from './did-you-mean';
import { locateIssue } from './locate-issue';
import { parseSkinLayer } from './parse-layer';
import type { SkinIssue } from './skin-issue';
import type { SkinLayer, SkinReader } from './skin-layer';

export interface ExtendsResolution {
  /** The chain, the skin itself first (`["lusa-regional", "default"]`). */
  layers: SkinLayer[];
  /** The chain deep-merged (arrays replace); absent when the chain is broken. */
  merged?: Record<string, unknown>;
  issues: SkinIssue[];
}

/**
 * Follow `extends` from a skin to its root and merge the chain, root first, so each child wins
 * (ARCHITECTURE.md "From a skin folder to a site"). A parent that does not exist or a cycle is one
 * issue, placed at the `extends` that caused it and naming the whole chain.
 */
export function resolveExtends(
  id: string,
  read: SkinReader,
  knownIds: readonly string[] = [],
): ExtendsResolution {
  const layers: SkinLayer[] = [];
  const issues: SkinIssue[] = [];
  let currentId = id;
  for (;;) {
    const source = read(currentId);
    const child = layers[layers.length - 1];
    if (!source) {
      if (!child) {
        return {
          layers,
          issues: [
            {
              file: `${id}/skin.json`,
              line: 1,
              column: 1,
              pointer: '',
              message: `is missing: there is no skin "${id}"`,
              expected: 'a skin folder with a skin.json',
              found: '',
              hint: didYouMean(id, knownIds),
              severity: 'error',
              code: 'extends/unknown-skin',
            },
          ],
        };
      }
      const chain = [...layers.map((layer) => layer.id), currentId].join(' → ');
      issues.push(
        extendsIssue(
          child,
          `names a skin that does not exist (chain: ${chain})`,
          JSON.stringify(currentId),
          'extends/missing-parent',
          didYouMean(currentId, knownIds),
        ),
      );
      return { layers, issues };
    }
    const parsed = parseSkinLayer(currentId, source);
    issues.push(...parsed.issues);
    if (!parsed.layer) return { layers, issues };
    layers.push(parsed.layer);
    const parentId = parsed.layer.value.extends;
    // A non-string `extends` is the schema's to report; the chain simply stops there.
    if (typeof parentId !== 'string') break;
    if (layers.some((layer) => layer.id === parentId)) {
      const chain = [...layers.map((layer) => layer.id), parentId].join(' → ');
      issues.push(
        extendsIssue(
          parsed.layer,
          `makes a cycle: ${chain}`,
          JSON.stringify(parentId),
          'extends/cycle',
        ),
      );
      return { layers, issues };
    }
    currentId = parentId;
  }
  const merged = layers.reduceRight<unknown>(
    (acc, layer) => deepMerge(acc, layer.value),
    {},
  ) as Record<string, unknown>;
  return { layers, merged, issues };
}

function extendsIssue(
  layer: SkinLayer,
  message: string,
  found: string,
  code: string,
  hint?: string,
): SkinIssue {
  return locateIssue(
    {
      pointer: '/extends',
      message,
      expected: 'the id of an existing skin that does not extend this one',
      found,
      hint,
      code,
    },
    [layer],
  );
}
