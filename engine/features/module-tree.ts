// The whitelabel module tree of the permission payload (spec 000 §3): nodes {modId, enabled,
// childrenNodes}. A feature's module is found depth-first; its path from the root says whether it
// and every ancestor are enabled.

export interface ModuleNode {
  modId: string;
  enabled: boolean;
  childrenNodes?: ModuleNode[];
}

/** The nodes from a root down to the first node with this id (depth-first), or undefined. */
export function findModulePath(
  tree: readonly ModuleNode[],
  moduleId: string,
): ModuleNode[] | undefined {
  for (const node of tree) {
    if (node.modId === moduleId) return [node];
    const below = findModulePath(node.childrenNodes ?? [], moduleId);
    if (below) return [node, ...below];
  }
  return undefined;
}

/**
 * A tree where every listed module is enabled or disabled by the predicate (tests, dev switches).
 */
export function mapModuleTree(
  tree: readonly ModuleNode[],
  enabled: (node: ModuleNode) => boolean,
): ModuleNode[] {
  return tree.map((node) => ({
    modId: node.modId,
    enabled: enabled(node),
    childrenNodes: mapModuleTree(node.childrenNodes ?? [], enabled),
  }));
}
