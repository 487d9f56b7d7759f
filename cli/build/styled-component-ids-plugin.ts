// Gives every styled component an id made from where it is written (its file, from the project
// root, and its place in that file), for the build's two bundles: the runtime and the first-view
// renderer (cli/build/first-view.ts). styled-components otherwise numbers its components in the
// order their modules run, and that order differs between the renderer (one file) and the runtime
// (chunks loaded as they are needed): the same component would get one class name in the first
// view and another in the page that hydrates it, and neither the markup nor the styles the first
// view carries (src/prerender/page-css.ts) could be taken over. Written as
// `styled.div.withConfig({ componentId })`, the form styled-components' own Babel plugin writes. A
// factory (a function that returns a styled component) gives the components it makes one id: their
// class names still differ, each being a hash of the id and the component's own CSS.
import { createHash } from 'node:crypto';
import path from 'node:path';
import { parseAst, type Plugin } from 'vite';

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** The local name the module gives styled-components' default export, if it imports it. */
function styledName(program: Node): string | undefined {
  for (const statement of program.body as Node[]) {
    if (statement.type !== 'ImportDeclaration') continue;
    if ((statement.source as { value: string }).value !== 'styled-components') continue;
    const specifier = (statement.specifiers as Node[]).find(
      (one) => one.type === 'ImportDefaultSpecifier',
    );
    if (specifier) return (specifier.local as { name: string }).name;
  }
  return undefined;
}

/**
 * Where a tag's styled-components factory ends — `styled.div`, `styled(Link)` — when the tag is one
 * (directly or under `.attrs(…)`); undefined for any other tag, or for one that already names its
 * component id (`.withConfig(…)`).
 */
function factoryEnd(tag: Node, styled: string): number | undefined {
  const isStyled = (node: unknown) =>
    isNode(node) && node.type === 'Identifier' && node.name === styled;
  if (tag.type === 'MemberExpression' && !tag.computed && isStyled(tag.object)) return tag.end;
  if (tag.type !== 'CallExpression') return undefined;
  const callee = tag.callee as Node;
  if (isStyled(callee)) return tag.end;
  if (callee.type !== 'MemberExpression' || callee.computed) return undefined;
  const method = (callee.property as { name?: string }).name;
  return method === 'attrs' ? factoryEnd(callee.object as Node, styled) : undefined;
}

/** Every tagged template in the program, in source order. */
function* taggedTemplates(node: unknown): Generator<Node> {
  if (Array.isArray(node)) {
    for (const item of node) yield* taggedTemplates(item);
    return;
  }
  if (!isNode(node)) return;
  if (node.type === 'TaggedTemplateExpression') yield node;
  for (const [key, value] of Object.entries(node)) {
    if (key !== 'type' && typeof value === 'object') yield* taggedTemplates(value);
  }
}

/**
 * `sc-` and six letters or digits, a class name styled-components' rehydration reads back. Two
 * billion of them: a build that gave two places one id fails (withComponentIds).
 */
export function componentIdOf(file: string, index: number): string {
  const digest = createHash('sha256').update(`${file}#${index}`).digest('hex');
  const letters = BigInt(`0x${digest.slice(0, 10)}`).toString(36);
  return `sc-${letters.padStart(6, '0').slice(-6)}`;
}

/**
 * `code` with each styled component given its id; `file` is the module's path from the project
 * root, with forward slashes. `ids` collects the ids given, by id, with where each was written.
 * Null when the module defines none.
 */
export function withComponentIds(
  code: string,
  file: string,
  ids: Map<string, string> = new Map(),
): string | null {
  if (!code.includes('styled-components')) return null;
  const program = parseAst(code) as unknown as Node;
  const styled = styledName(program);
  if (!styled) return null;
  const ends = [...taggedTemplates(program)]
    .map((template) => factoryEnd(template.tag as Node, styled))
    .filter((end): end is number => end !== undefined)
    .sort((a, b) => a - b);
  if (ends.length === 0) return null;
  let out = '';
  let from = 0;
  ends.forEach((end, index) => {
    const id = componentIdOf(file, index);
    const place = `${file}, styled component ${index + 1}`;
    const taken = ids.get(id);
    if (taken !== undefined && taken !== place) {
      throw new Error(
        `styled-component-ids: ${place} and ${taken} got the same id ${id}; expected one id per component (change componentIdOf's length).`,
      );
    }
    ids.set(id, place);
    out += `${code.slice(from, end)}.withConfig({ componentId: ${JSON.stringify(id)} })`;
    from = end;
  });
  return out + code.slice(from);
}

export function styledComponentIdsPlugin(): Plugin {
  let root = process.cwd();
  const ids = new Map<string, string>();
  return {
    name: 'skinforge:styled-component-ids',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    transform: {
      filter: {
        id: { include: /\.[cm]?[jt]sx?(\?.*)?$/, exclude: /[\\/]node_modules[\\/]/ },
        code: 'styled-components',
      },
      handler(code, id) {
        const file = path.relative(root, id.split('?')[0]!).split(path.sep).join('/');
        const transformed = withComponentIds(code, file, ids);
        return transformed === null ? null : { code: transformed, map: null };
      },
    },
  };
}
