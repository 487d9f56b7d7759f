// The studio's "changes" view: what saving would do to each file, as the unified diff `git diff`
// would print (hunks of changed lines with three lines of context), from the longest common run
// of lines. Skin files are a few hundred lines, so the quadratic table is small.
import type { DiffHunk, DiffLine } from '../../studio/api/wire';

const CONTEXT = 3;

function splitLines(text: string): string[] {
  if (text === '') return [];
  const lines = text.split(/\r?\n/);
  if (lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/** Every line of both texts in order, each kept, added or removed. */
function lineScript(before: string[], after: string[]): DiffLine[] {
  const rows = before.length + 1;
  const columns = after.length + 1;
  // common[i][j]: the longest common run of before[i..] and after[j..].
  const common = Array.from({ length: rows }, () => new Uint32Array(columns));
  for (let i = before.length - 1; i >= 0; i -= 1) {
    for (let j = after.length - 1; j >= 0; j -= 1) {
      common[i]![j] =
        before[i] === after[j]
          ? common[i + 1]![j + 1]! + 1
          : Math.max(common[i + 1]![j]!, common[i]![j + 1]!);
    }
  }
  const script: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < before.length || j < after.length) {
    if (i < before.length && j < after.length && before[i] === after[j]) {
      script.push({ kind: 'context', text: before[i]! });
      i += 1;
      j += 1;
    } else if (
      j < after.length &&
      (i >= before.length || common[i]![j + 1]! >= common[i + 1]![j]!)
    ) {
      script.push({ kind: 'added', text: after[j]! });
      j += 1;
    } else {
      script.push({ kind: 'removed', text: before[i]! });
      i += 1;
    }
  }
  return script;
}

export function diffLines(beforeText: string, afterText: string): DiffHunk[] {
  const script = lineScript(splitLines(beforeText), splitLines(afterText));
  const changed = script.flatMap((line, index) => (line.kind === 'context' ? [] : [index]));
  const hunks: DiffHunk[] = [];
  let next = 0;
  while (next < changed.length) {
    const start = Math.max(changed[next]! - CONTEXT, 0);
    let end = changed[next]!;
    // Changes closer than twice the context share a hunk.
    while (next < changed.length && changed[next]! - end <= 2 * CONTEXT) {
      end = changed[next]!;
      next += 1;
    }
    const stop = Math.min(end + CONTEXT + 1, script.length);
    const lines = script.slice(start, stop);
    const counted = (kind: DiffLine['kind']) =>
      script.slice(0, start).filter((line) => line.kind !== kind).length;
    const oldCount = lines.filter((line) => line.kind !== 'added').length;
    const newCount = lines.filter((line) => line.kind !== 'removed').length;
    const oldStart = counted('added') + (oldCount > 0 ? 1 : 0);
    const newStart = counted('removed') + (newCount > 0 ? 1 : 0);
    hunks.push({ header: `@@ -${oldStart},${oldCount} +${newStart},${newCount} @@`, lines });
  }
  return hunks;
}
