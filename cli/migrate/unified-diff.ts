// A unified diff of two texts (`migrate --dry-run`), as `diff -u` and git print it: hunks of the
// changed lines with three lines of context, from a longest-common-subsequence of the lines. Skin
// files are a few hundred lines, so the quadratic table stays small.

type Operation = { kind: ' ' | '-' | '+'; line: string };

function lineOps(before: readonly string[], after: readonly string[]): Operation[] {
  const width = after.length + 1;
  // common[i * width + j]: the longest common subsequence of before[i..] and after[j..].
  const common = new Uint32Array((before.length + 1) * width);
  for (let i = before.length - 1; i >= 0; i -= 1) {
    for (let j = after.length - 1; j >= 0; j -= 1) {
      common[i * width + j] =
        before[i] === after[j]
          ? common[(i + 1) * width + j + 1] + 1
          : Math.max(common[(i + 1) * width + j], common[i * width + j + 1]);
    }
  }
  const ops: Operation[] = [];
  let i = 0;
  let j = 0;
  while (i < before.length || j < after.length) {
    if (i < before.length && j < after.length && before[i] === after[j]) {
      ops.push({ kind: ' ', line: before[i] });
      i += 1;
      j += 1;
    } else if (
      i < before.length &&
      (j === after.length || common[(i + 1) * width + j] >= common[i * width + j + 1])
    ) {
      ops.push({ kind: '-', line: before[i] });
      i += 1;
    } else {
      ops.push({ kind: '+', line: after[j] });
      j += 1;
    }
  }
  return ops;
}

const range = (start: number, count: number) =>
  count === 1 ? `${start}` : `${count === 0 ? start - 1 : start},${count}`;

export function unifiedDiff(
  before: string,
  after: string,
  names: { a: string; b: string },
  context = 3,
): string[] {
  const lines = (text: string) => text.replace(/\r?\n$/, '').split(/\r?\n/);
  const ops = lineOps(lines(before), lines(after));
  const changed = ops.flatMap((op, index) => (op.kind === ' ' ? [] : [index]));
  if (changed.length === 0) return [];
  const printed = [`--- ${names.a}`, `+++ ${names.b}`];
  let next = 0;
  while (next < changed.length) {
    const start = Math.max(0, changed[next] - context);
    let end = changed[next];
    while (next < changed.length && changed[next] - end <= 2 * context) {
      end = changed[next];
      next += 1;
    }
    const hunk = ops.slice(start, Math.min(ops.length, end + context + 1));
    const before = ops.slice(0, start);
    const oldStart = before.filter((op) => op.kind !== '+').length + 1;
    const newStart = before.filter((op) => op.kind !== '-').length + 1;
    const oldCount = hunk.filter((op) => op.kind !== '+').length;
    const newCount = hunk.filter((op) => op.kind !== '-').length;
    printed.push(`@@ -${range(oldStart, oldCount)} +${range(newStart, newCount)} @@`);
    printed.push(...hunk.map((op) => `${op.kind}${op.line}`));
  }
  return printed;
}
