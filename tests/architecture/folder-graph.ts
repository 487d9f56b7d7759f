// The folder-level import graph of a layer (engine/, gateway/): which of its folders import which,
// read from the relative imports of every source file. Used to prove that imports only run down
// the layer's declared order, so a reader can take the folders one at a time, bottom up.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export interface FolderEdge {
  from: string;
  to: string;
  /** One file that makes the edge, for the failure message. */
  file: string;
}

const IMPORT = /(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(tsx?|js)$/.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The first folder under `root` that holds `file` (`.` for a file at the root itself). */
function folderOf(root: string, file: string): string {
  const relative = path.relative(root, file);
  return relative.includes(path.sep) ? relative.split(path.sep)[0] : '.';
}

export function folderEdges(root: string): FolderEdge[] {
  const edges = new Map<string, FolderEdge>();
  for (const file of sourceFiles(root)) {
    const from = folderOf(root, file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = path.resolve(path.dirname(file), specifier);
      if (!target.startsWith(root + path.sep)) continue;
      // `../api` names a folder (its index.ts): the folder itself, not a file at the root.
      const isFolder = statSync(target, { throwIfNoEntry: false })?.isDirectory() ?? false;
      const to = isFolder ? path.relative(root, target).split(path.sep)[0] : folderOf(root, target);
      if (to !== from && !edges.has(`${from}>${to}`)) {
        edges.set(`${from}>${to}`, { from, to, file });
      }
    }
  }
  return [...edges.values()];
}

/**
 * Edges that point up: `layers` lists the folders bottom first, and folders on one row (an array)
 * are peers that may not import each other. `.` (files at the root) is the top.
 */
export function upwardEdges(
  edges: readonly FolderEdge[],
  layers: ReadonlyArray<string | readonly string[]>,
): string[] {
  const rank = new Map<string, number>();
  layers.forEach((row, index) => {
    for (const folder of typeof row === 'string' ? [row] : row) rank.set(folder, index);
  });
  rank.set('.', layers.length);
  return edges
    .filter((edge) => {
      const from = rank.get(edge.from);
      const to = rank.get(edge.to);
      return from === undefined || to === undefined || to >= from;
    })
    .map((edge) => `${edge.from} → ${edge.to} (${edge.file})`);
}
