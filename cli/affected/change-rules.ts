// Which skins a changed file touches (`skinforge affected`): the rule README.md states.
// A file inside a skin's folder touches that skin and every skin that extends it; a file every
// skin is built, validated or tested with touches them all; docs and tests no build reads touch
// none. The first row that matches wins; a file no row names touches every skin, to be safe.

export type Touches = 'all' | 'none';

interface ChangeRule {
  /** `dir/` a folder, `*.ext` a file name's ending anywhere, else one file; from the project root. */
  paths: readonly string[];
  touches: Touches;
  /** Why, for `because`: the end of "<file> changed: …". */
  reason: string;
}

export const CHANGE_RULES: readonly ChangeRule[] = [
  { paths: ['*.md'], touches: 'none', reason: 'docs, which no build reads' },
  { paths: ['engine/'], touches: 'all', reason: 'the engine resolves and runs every skin' },
  {
    paths: ['src/', 'index.html', 'vite.config.ts'],
    touches: 'all',
    reason: "the runtime is every skin's site",
  },
  { paths: ['schemas/'], touches: 'all', reason: 'every skin is validated against the schemas' },
  { paths: ['templates/'], touches: 'all', reason: 'skins are scaffolded from the templates' },
  {
    paths: ['package-lock.json', 'package.json'],
    touches: 'all',
    reason: 'the dependencies build and run every skin',
  },
  {
    paths: ['cli/', 'loader/', 'bin/', 'tsconfig.json'],
    touches: 'all',
    reason: 'the skinforge CLI builds every skin',
  },
  {
    paths: ['gateway/'],
    touches: 'all',
    reason: "every skin's end-to-end tests run against the reference gateway",
  },
  {
    paths: [
      'tests/e2e/',
      'playwright.config.ts',
      'scripts/run-e2e.js',
      'bench/bundle.ts',
      'bench/lighthouse.ts',
      '.github/workflows/skins.yml',
    ],
    touches: 'all',
    reason: "every skin's CI job runs it",
  },
  {
    paths: [
      'tests/',
      'bench/',
      'scripts/',
      '.github/',
      '.ci/',
      'eslint.config.js',
      'vitest.config.ts',
      '.prettierrc.json',
      '.prettierignore',
      '.gitignore',
    ],
    touches: 'none',
    reason: 'tests and tooling that no build reads',
  },
];

const UNNAMED = {
  touches: 'all' as const,
  reason: 'no rule names this file, so every skin, to be safe',
};

function matches(pattern: string, file: string): boolean {
  if (pattern.endsWith('/')) return file.startsWith(pattern);
  if (pattern.startsWith('*.')) return file.endsWith(pattern.slice(1));
  return file === pattern;
}

/** What a file outside every skin folder touches; `file` is from the project root, with `/`. */
export function ruleFor(file: string): { touches: Touches; reason: string } {
  return (
    CHANGE_RULES.find((rule) => rule.paths.some((pattern) => matches(pattern, file))) ?? UNNAMED
  );
}
