// One feature's state and the chain of reasons (ARCHITECTURE.md "The merge at run time"): on when
// the skin wants it AND its module and every ancestor are enabled; the tree can switch a feature
// off, never invent one; a module the tree does not name keeps the skin's choice.
import type { ResolvedSkin } from '../model/skin-types';
import type { FeatureState } from './effective-skin';
import type { FeatureDefinition } from './feature-registry';
import { findModulePath, type ModuleNode } from './module-tree';
import { skinWants } from './skin-wants';

export type { FeatureState };

/**
 * How the tree stands: given, absent (every module counts as enabled), or rejected as malformed.
 */
export type TreeInput =
  | { kind: 'tree'; nodes: readonly ModuleNode[] }
  | { kind: 'none' }
  | { kind: 'rejected'; problem: string };

export function decideFeature(
  definition: FeatureDefinition,
  skin: ResolvedSkin,
  tree: TreeInput,
): FeatureState {
  const { moduleId } = definition;
  const wish = skinWants(skin, definition.setting);
  if (!wish.wanted) {
    return {
      on: false,
      moduleId,
      decidedBy: 'skin',
      reasons: [`the skin does not want it: ${wish.because}`],
    };
  }
  const wanted = `the skin wants it: ${wish.because}`;
  if (tree.kind === 'none') {
    return {
      on: true,
      moduleId,
      decidedBy: 'skin',
      reasons: [wanted, 'no module tree was given, so every module counts as enabled'],
    };
  }
  if (tree.kind === 'rejected') {
    return {
      on: true,
      moduleId,
      decidedBy: 'skin',
      reasons: [
        wanted,
        `the module tree was rejected (${tree.problem}), so the skin's choice stands`,
      ],
    };
  }
  const path = findModulePath(tree.nodes, moduleId);
  if (!path) {
    return {
      on: true,
      moduleId,
      decidedBy: 'skin',
      reasons: [
        wanted,
        `module ${moduleId} is not in the module tree, so the skin's choice stands`,
      ],
    };
  }
  const node = path[path.length - 1];
  if (!node.enabled) {
    return {
      on: false,
      moduleId,
      decidedBy: 'tree',
      reasons: [wanted, `module ${moduleId} is disabled in the module tree`],
    };
  }
  const ancestors = path.slice(0, -1);
  const off = ancestors.find((ancestor) => !ancestor.enabled);
  if (off) {
    return {
      on: false,
      moduleId,
      decidedBy: 'tree',
      reasons: [
        wanted,
        `module ${moduleId} is enabled but its ancestor ${off.modId} is disabled in the module tree`,
      ],
    };
  }
  const chain = ancestors.length
    ? ` and so are its ancestors (${ancestors.map((ancestor) => ancestor.modId).join(' > ')})`
    : '';
  return {
    on: true,
    moduleId,
    decidedBy: 'tree',
    reasons: [wanted, `module ${moduleId} is enabled${chain}`],
  };
}
