// `skinforge affected [--since <git-ref>] [--files <paths…>] [--json]`: the skins a change touches,
// by the rule of cli/affected/change-rules.ts (README.md "Which skins a change touches"), for a CI
// matrix that tests only those. Without either option, the changes not yet committed (--since
// HEAD). Ids one a line; --json `[{ id, because }]`. A ref git cannot resolve is one line and exit 2.
import path from 'node:path';
import { listSkinIds, loadSkins } from '../../loader/skin-loader';
import { ruleFor } from '../affected/change-rules';
import { changedSince } from '../affected/changed-files';
import { USAGE_ERROR } from '../exit-codes';
import type { CliIo } from '../io';
import { createLogger } from '../logger';
import { resolveSkinsDir } from './select-skins';

export interface AffectedOptions {
  since?: string;
  files?: string[];
  json?: boolean;
  skinsDir: string;
}

const posix = (file: string) => file.split(path.sep).join('/');

/** Each skin's own `extends`, as its file says it (a parent may since have been deleted). */
async function parentsOf(skinsDir: string, ids: readonly string[], cwd: string) {
  const skins = await loadSkins(skinsDir, ids, { cwd });
  return new Map(
    skins.map((skin) => {
      const own = skin.layers[0]?.id === skin.id ? skin.layers[0].value.extends : undefined;
      return [skin.id, typeof own === 'string' ? own : undefined] as const;
    }),
  );
}

/** The skin, its parent, its parent's parent…: the folders whose files it is built from. */
function chainOf(id: string, parents: ReadonlyMap<string, string | undefined>): string[] {
  const chain = [id];
  for (let parent = parents.get(id); parent && !chain.includes(parent);) {
    chain.push(parent);
    parent = parents.get(parent);
  }
  return chain;
}

/** Why a changed file touches a skin: rank 0 its own file, 1 a parent's, 2 a file of every skin. */
interface Reason {
  id: string;
  rank: number;
  text: string;
}

interface Project {
  cwd: string;
  skinsDir: string;
  ids: readonly string[];
  parents: ReadonlyMap<string, string | undefined>;
}

function reasonsOf(file: string, { cwd, skinsDir, ids, parents }: Project): Reason[] {
  const shown = posix(path.relative(cwd, file));
  const inSkins = posix(path.relative(skinsDir, file));
  if (!inSkins.startsWith('../') && !path.isAbsolute(inSkins)) {
    // A file beside the skin folders is in none of them.
    if (!inSkins.includes('/')) return [];
    const owner = inSkins.split('/')[0];
    return ids.flatMap((id) => {
      const chain = chainOf(id, parents);
      const at = chain.indexOf(owner);
      if (at < 0) return [];
      if (at === 0) return [{ id, rank: 0, text: `${shown} changed` }];
      const line = at > 1 ? ` (${chain.slice(0, at + 1).join(' → ')})` : '';
      return [{ id, rank: 1, text: `${shown} changed; ${id} extends ${owner}${line}` }];
    });
  }
  if (shown.startsWith('../')) return []; // outside the project
  const rule = ruleFor(shown);
  if (rule.touches === 'none') return [];
  return ids.map((id) => ({ id, rank: 2, text: `${shown} changed: ${rule.reason}` }));
}

export async function affected(options: AffectedOptions, io: CliIo): Promise<number> {
  const logger = createLogger(io);
  const skinsDir = resolveSkinsDir(io, options.skinsDir);
  const files = (options.files ?? []).map((file) => path.resolve(io.cwd, file));
  if (options.since !== undefined || files.length === 0) {
    const changed = await changedSince(io.cwd, options.since ?? 'HEAD');
    if (!changed.ok) {
      logger.error(changed.message);
      return USAGE_ERROR;
    }
    files.push(...changed.files);
  }
  const ids = await listSkinIds(skinsDir);
  const project = { cwd: io.cwd, skinsDir, ids, parents: await parentsOf(skinsDir, ids, io.cwd) };
  const reasons = [...new Set(files)].sort().flatMap((file) => reasonsOf(file, project));
  const touched = ids.flatMap((id) => {
    const own = reasons.filter((reason) => reason.id === id).sort((a, b) => a.rank - b.rank);
    if (own.length === 0) return [];
    const others = own.length - 1;
    const more = others ? ` (and ${others} more changed file${others > 1 ? 's' : ''})` : '';
    return [{ id, because: `${own[0].text}${more}` }];
  });
  if (options.json) {
    logger.json(touched);
  } else {
    for (const { id } of touched) logger.info(id);
  }
  return 0;
}
