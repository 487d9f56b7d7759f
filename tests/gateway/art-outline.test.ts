// Motif outlines in whole numbers (gateway/art/outline.ts): half the bytes, and every point of
// every Game Icons outline within half a grid unit of where the icon puts it, however long the
// path, since each point is rounded on its own rather than each step.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { compactOutline, parseOutline } from '../../gateway/art/outline';

const icons = JSON.parse(
  readFileSync(
    createRequire(import.meta.url).resolve('@iconify-json/game-icons/icons.json'),
    'utf8',
  ),
) as { icons: Record<string, { body: string }> };
const outlines = Object.values(icons.icons).map(({ body }) => /d="([^"]+)"/.exec(body)![1]);

/** The largest distance between the points of two outlines, segment by segment. */
function drift(original: string, compact: string): number {
  const [before, after] = [parseOutline(original), parseOutline(compact)];
  expect(after.map((segment) => segment.command)).toEqual(before.map((segment) => segment.command));
  return Math.max(
    ...before.flatMap(({ command, values }, index) =>
      values.map((value, position) =>
        // An arc's radii, turn and flags are kept as written (rounded), not moved.
        command === 'A' && position < 5 ? 0 : Math.abs(value - after[index].values[position]),
      ),
    ),
  );
}

describe('compactOutline', () => {
  it('keeps every point of every Game Icons outline within half a unit, in about half the bytes', () => {
    let [before, after, worst] = [0, 0, 0];
    for (const outline of outlines) {
      const compact = compactOutline(outline);
      worst = Math.max(worst, drift(outline, compact));
      before += outline.length;
      after += compact.length;
    }
    expect(outlines.length).toBeGreaterThan(4000);
    expect(worst).toBeLessThanOrEqual(0.5);
    expect(after / before).toBeLessThan(0.6);
  }, 60_000);

  it('makes every relative command absolute, an arc by its end point only', () => {
    expect(
      parseOutline('M10 10l5 5h3v-2c1 1 2 2 3 3s1 1 2 2q1 1 2 2t1 1a5 4 30 0 1 10 -3z'),
    ).toEqual([
      { command: 'M', values: [10, 10] },
      { command: 'L', values: [15, 15] },
      { command: 'H', values: [18] },
      { command: 'V', values: [13] },
      { command: 'C', values: [19, 14, 20, 15, 21, 16] },
      { command: 'S', values: [22, 17, 23, 18] },
      { command: 'Q', values: [24, 19, 25, 20] },
      { command: 'T', values: [26, 21] },
      { command: 'A', values: [5, 4, 30, 0, 1, 36, 18] },
      { command: 'Z', values: [] },
    ]);
  });

  it('reads relative and absolute commands, implied line-tos and packed arc flags alike', () => {
    expect(compactOutline('M10.4 10.4l5 5 5-5H40.6v10a5 5 0 0110 0zM0 0')).toBe(
      'm10 10l5 5l5-5h21v10a5 5 0 0 1 10 0zm-10-10',
    );
    expect(parseOutline('M1 2 3 4z').map((segment) => segment.command)).toEqual(['M', 'L', 'Z']);
  });

  it('names the place of what it cannot read', () => {
    expect(() => parseOutline('M1 2 X3')).toThrow(
      'outline: expected a path command at 5 (got "X")',
    );
    expect(() => parseOutline('M1 2L')).toThrow('outline: expected a number at 5 (got "")');
  });
});
