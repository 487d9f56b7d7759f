// A motif's outline rewritten with whole numbers: Game Icons draw on a 512 grid with three
// decimals, finer than any tile shows (a 240 px tile draws the grid at a third of a pixel), and the
// decimals are half a picture's bytes. Every point is made absolute, rounded, and written again
// relative to the rounded point before it, so the rounding never adds up along a path.

type Command = 'M' | 'L' | 'H' | 'V' | 'C' | 'S' | 'Q' | 'T' | 'A' | 'Z';

/** How many numbers each command takes per repetition. */
const ARITY: Readonly<Record<Command, number>> = {
  M: 2,
  L: 2,
  H: 1,
  V: 1,
  C: 6,
  S: 4,
  Q: 4,
  T: 2,
  A: 7,
  Z: 0,
};

/** Whether value `index` of `command` is an x (else a y), counting an arc's points from its end. */
function isX(command: Command, index: number): boolean {
  return (command === 'A' ? index - 5 : index) % 2 === 0;
}

export interface Segment {
  command: Command;
  /** Absolute: every x and y is a point of the grid (an arc's radii and turn as written). */
  values: number[];
}

const NUMBER = /[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/y;

/** Reads `d` into absolute segments; an error names the position of what it cannot read. */
export function parseOutline(d: string): Segment[] {
  const segments: Segment[] = [];
  let at = 0;
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  const skip = () => {
    while (at < d.length && /[\s,]/.test(d[at])) at += 1;
  };
  const read = (flag: boolean): number => {
    skip();
    if (flag && (d[at] === '0' || d[at] === '1')) return Number(d[at++]);
    NUMBER.lastIndex = at;
    const match = NUMBER.exec(d);
    if (!match) {
      throw new Error(`outline: expected a number at ${at} (got "${d.slice(at, at + 8)}")`);
    }
    at += match[0].length;
    return Number(match[0]);
  };
  skip();
  while (at < d.length) {
    const letter = d[at];
    const command = letter.toUpperCase() as Command;
    if (!(command in ARITY)) {
      throw new Error(`outline: expected a path command at ${at} (got "${letter}")`);
    }
    at += 1;
    const relative = letter !== command;
    let first = true;
    do {
      const raw = Array.from({ length: ARITY[command] }, (_, index) =>
        read(command === 'A' && (index === 3 || index === 4)),
      );
      const values = raw.map((value, index) => {
        if (!relative) return value;
        if (command === 'H') return value + x;
        if (command === 'V') return value + y;
        if (command === 'A' && index < 5) return value;
        return value + (isX(command, index) ? x : y);
      });
      const implied = command === 'M' && !first ? 'L' : command;
      segments.push({ command: implied, values });
      if (command === 'Z') {
        x = startX;
        y = startY;
      } else if (command === 'H') {
        x = values[0];
      } else if (command === 'V') {
        y = values[0];
      } else {
        x = values[values.length - 2];
        y = values[values.length - 1];
      }
      if (command === 'M' && first) {
        startX = x;
        startY = y;
      }
      first = false;
      skip();
    } while (command !== 'Z' && at < d.length && /[\d.+-]/.test(d[at]));
  }
  return segments;
}

/** Numbers joined as tightly as SVG reads them: a space only where no minus sign separates. */
function join(numbers: readonly number[]): string {
  return numbers.map((value, index) => (index > 0 && value >= 0 ? ' ' : '') + value).join('');
}

/** The outline with whole numbers, written relative (the shorter form). */
export function compactOutline(d: string): string {
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  let out = '';
  for (const { command, values } of parseOutline(d)) {
    const rounded = values.map((value) => Math.round(value) || 0);
    if (command === 'Z') {
      out += 'z';
      x = startX;
      y = startY;
      continue;
    }
    if (command === 'H') {
      out += `h${join([rounded[0] - x])}`;
      x = rounded[0];
      continue;
    }
    if (command === 'V') {
      out += `v${join([rounded[0] - y])}`;
      y = rounded[0];
      continue;
    }
    const deltas = rounded.map((value, index) =>
      command === 'A' && index < 5 ? value : value - (isX(command, index) ? x : y),
    );
    out += command.toLowerCase() + join(deltas);
    x = rounded[rounded.length - 2];
    y = rounded[rounded.length - 1];
    if (command === 'M') {
      startX = x;
      startY = y;
    }
  }
  return out;
}
