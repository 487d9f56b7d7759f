// File names are kebab-case (bulletproof-react's rule): `game-card.tsx`, not `GameCard.tsx`.
// A leading dot or double extensions (`x.test.ts`, `x.config.ts`) are fine.
import path from 'node:path';

const kebab = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const kebabCaseFiles = {
  meta: {
    type: 'suggestion',
    schema: [],
    messages: { name: 'File name "{{name}}" must be kebab-case (e.g. "game-card.tsx").' },
  },
  create(context) {
    return {
      Program(node) {
        const base = path.basename(context.filename);
        const stem = base.replace(/^\./, '').split('.')[0];
        if (!kebab.test(stem)) context.report({ node, messageId: 'name', data: { name: base } });
      },
    };
  },
};
