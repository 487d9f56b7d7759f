// The modules one entry reaches by static imports, known once Rolldown has read the whole graph,
// so a chunk group's `test` can take exactly them. vite.config.ts uses it to keep what the page's
// entry (src/main.tsx) imports in a small chunk of its own: in the runtime's chunk it would make the
// entry wait for the very evaluation the entry puts off until after the first paint. Follow only
// leaf modules with it: through a barrel (engine/index.ts) it would reach every module behind it.
import path from 'node:path';
import type { Plugin } from 'vite';

export interface StaticGraph {
  plugin: Plugin;
  /** Whether the module is the entry or one it imports statically; false before the graph is read. */
  has: (id: string) => boolean;
}

export function staticGraphOf(entry: string): StaticGraph {
  const entryId = path.resolve(entry);
  const reached = new Set<string>();
  return {
    plugin: {
      name: 'skinforge:static-graph',
      apply: 'build',
      // The browser's build: the first-view renderer's server build has no such entry.
      applyToEnvironment: (environment) => environment.name === 'client',
      buildEnd(error) {
        // A build that failed already says why; the graph it did not finish reading would only
        // hide that under this plugin's own complaint.
        if (error) return;
        reached.clear();
        for (const pending = [entryId]; pending.length > 0;) {
          const id = pending.pop()!;
          if (reached.has(id)) continue;
          const info = this.getModuleInfo(id);
          if (!info) continue;
          reached.add(id);
          pending.push(...info.importedIds);
        }
        if (!reached.has(entryId)) {
          this.error(
            `static-graph: the build has no module ${entryId}; expected the entry ${entry}.`,
          );
        }
      },
    },
    has: (id) => reached.has(id),
  };
}
