// The whitelabel module tree each merchant starts with: every module of the feature registry
// (engine/features/feature-registry.ts, CONTRIBUTING.md's table), all enabled, grouped under
// parents so that switching a parent off switches its children off (DESIGN.md "The merge at run
// time"). The parent ids (REGISTER3, LOGIN3, PASSWORD3) are ours; the module-tree schema's example
// uses REGISTER3.
import { FEATURES, type ModuleNode } from '../../engine';

const GROUPS: Record<string, string[]> = {
  REGISTER3: ['USERNAMEREG3', 'MOBILENUMREG3', 'REGSMSVERIF3', 'MOBREGPASS3'],
  LOGIN3: ['SMSLOGIN3', 'FREEPLAY3', 'FBLOGIN3', 'GOOGLELOGIN3'],
  PASSWORD3: ['CHNGPASSVERIF3', 'FORCECHNGPASS3'],
  AGENTCENTRE3: ['DIVIDENDCT3', 'DAILYSALARY3', 'HOURSALARY3', 'REALTIMESALARY3'],
};

const leaf = (modId: string): ModuleNode => ({ modId, enabled: true, childrenNodes: [] });

export function defaultModuleTree(): ModuleNode[] {
  const grouped = new Set([...Object.keys(GROUPS), ...Object.values(GROUPS).flat()]);
  const groups = Object.entries(GROUPS).map(([modId, children]) => ({
    modId,
    enabled: true,
    childrenNodes: children.map(leaf),
  }));
  const rest = FEATURES.map((feature) => feature.moduleId).filter((modId) => !grouped.has(modId));
  return [...groups, ...[...new Set(rest)].map(leaf)];
}

/** The tree with one module switched (a dev switch); false when the tree has no such module. */
export function switchModule(
  tree: readonly ModuleNode[],
  moduleId: string,
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
