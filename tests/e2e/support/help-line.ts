// What the footer of every page of the player site shows for the skin's market (gateway README
// "Responsible gambling"): the help line the skin names and the market's badge. The phone walk
// (tests/e2e/shell/phone-fit.spec.ts) asks it of every page it visits; the agent area has no
// footer (spec 000 §2).
import { expect, type Page } from '@playwright/test';
import type { ResolvedSkin } from '../../../engine';
import { FIRST_LOAD } from './waits';

export async function helpLineProblems(page: Page, skin: ResolvedSkin): Promise<string[]> {
  const { helpLine, jurisdiction } = skin.compliance;
  if (!helpLine) return [];
  const footer = page.getByRole('contentinfo');
  const problems: string[] = [];
  const line = footer.locator(`a[data-help-line="${helpLine.phone}"][href="${helpLine.url}"]`);
  await expect(line)
    .toHaveCount(1, FIRST_LOAD)
    .catch(() => {
      problems.push(`no help line ${helpLine.phone} in the footer`);
    });
  if (jurisdiction !== 'none') {
    const badge = footer.locator(`[data-market-badge="${jurisdiction}"]`);
    if ((await badge.count()) !== 1) problems.push(`no ${jurisdiction} badge in the footer`);
  }
  return problems;
}
