// The whitelabel module tree a merchant starts with: every module of the feature registry, all
// enabled, grouped under the registry's parents so that switching a parent off switches its
// children off (the reference gateway seeds it; the dev switches flip one module of it).
import { FEATURE_IDS, FEATURES, MODULE_GROUPS, type ModuleId } from './feature-registry';
import type { ModuleNode } from './module-tree';

const leaf = (modId: ModuleId): ModuleNode => ({ modId, enabled: true, childrenNodes: [] });

export function defaultModuleTree(): ModuleNode[] {
  const parents = Object.entries(MODULE_GROUPS) as Array<[ModuleId, readonly ModuleId[]]>;
  const grouped = new Set<ModuleId>(parents.flatMap(([parent, children]) => [parent, ...children]));
  const groups = parents.map(([modId, children]) => ({
    modId,
    enabled: true,
    childrenNodes: children.map(leaf),
  }));
  const rest = FEATURE_IDS.map((id) => FEATURES[id].moduleId).filter(
    (modId) => !grouped.has(modId),
  );
  return [...groups, ...[...new Set(rest)].map(leaf)];
}

/** The tree with one module switched (a dev switch); `found` false when the tree has no such module. */
export function switchModule(
  tree: readonly ModuleNode[],
  moduleId: ModuleId,
  enabled: boolean,
): { tree: ModuleNode[]; found: boolean } {
  let found = false;
  const walk = (nodes: readonly ModuleNode[]): ModuleNode[] =>
    nodes.map((node) => {
      const hit = node.modId === moduleId;
      found ||= hit;
      return {
        modId: node.modId,
        enabled: hit ? enabled : node.enabled,
        childrenNodes: walk(node.childrenNodes ?? []),
      };
    });
  const next = walk(tree);
  return { tree: next, found };
}
