// engine/index.ts names every export of the engine (no `export *`), the generated ones too: their
// lists are written by `npm run gen` between two markers, from what engine/generated/ declares, so
// a new action's payload type or a new enum of the vocabulary is public without a hand edit. The
// lists are laid out several names a line (prettier would give each a line of its own).

export const EXPORTS_START =
  '// generated-exports:start (written by npm run gen from engine/generated/)';
export const EXPORTS_END = '// generated-exports:end';

const PRINT_WIDTH = 100;

/** The names a generated module declares, each with `type ` when it is only a type. */
export function declaredNames(source: string): string[] {
  return [...source.matchAll(/^export (?:declare )?(const|type|interface) (\w+)/gm)].map(
    ([, kind, name]) => (kind === 'const' ? name : `type ${name}`),
  );
}

/** One `export { … } from` statement, its names wrapped to the print width. */
export function exportStatement(names: readonly string[], from: string): string {
  const lines: string[] = [];
  let line = ' ';
  for (const name of names) {
    if (line.length + name.length + 2 > PRINT_WIDTH) {
      lines.push(line);
      line = ' ';
    }
    line += ` ${name},`;
  }
  lines.push(line);
  return `// prettier-ignore\nexport {\n${lines.join('\n')}\n} from '${from}';`;
}

/** `index` with the region between the markers written from the generated modules. */
export function withGeneratedExports(
  index: string,
  modules: ReadonlyArray<{ from: string; source: string }>,
): string {
  const start = index.indexOf(EXPORTS_START);
  const end = index.indexOf(EXPORTS_END);
  if (start < 0 || end < start) {
    throw new Error(`engine/index.ts has lost its markers "${EXPORTS_START}" … "${EXPORTS_END}"`);
  }
  const statements = modules.map(({ from, source }) =>
    exportStatement(declaredNames(source), from),
  );
  return `${index.slice(0, start)}${EXPORTS_START}\n${statements.join('\n')}\n${index.slice(end)}`;
}
