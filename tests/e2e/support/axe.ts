// axe-core with the WCAG 2.0/2.1 A and AA and 2.2 AA tags: the serious and critical violations on
// a page (or inside `include`), each as one readable line, so a failing spec says what and where.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { ONCE_SKIN } from './e2e-skins';
import { test } from './skin-test';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  // Legacy mode runs axe.run in the page itself. The default mode finishes every scan in a new
  // blank page with a second copy of axe injected (a page and about a second of a loaded 2-core
  // machine per scan), which only frames of another origin need: the site's one frame is a launched
  // game's, and no scan runs while a game is open.
  const builder = new AxeBuilder({ page }).withTags(TAGS).setLegacyMode();
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
          .map((node) => node.target.join(' '))
          .slice(0, 5)
          .join(', ')}`,
    );
}

/**
 * Colours and texts are the skin's, so every skin is checked at a laptop's width; the phone layout
 * is the runtime's own, so the phone width is checked once, on the default skin. Call it inside the
 * phone's `test.describe`.
 */
export const LAPTOP = { width: 1366, height: 768 };
export const PHONE = { width: 375, height: 740 };
export function checkPhoneLayoutOnce(): void {
  test.skip(
    ({ skinId }) => skinId !== ONCE_SKIN,
    'the phone layout is the runtime’s own: checked once, on the default skin',
  );
}
