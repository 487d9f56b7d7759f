// Undo and redo over the editor's documents. Each edit is a new state; typing into one field, or
// dragging one colour picker, within a moment is one step, so undo takes back the whole word or
// the whole drag rather than one letter.
export interface History<T> {
  past: T[];
  present: T;
  future: T[];
  /** The field the last step edited and when, to fold the next edit of it into that step. */
  last?: { field: string; at: number };
}

/** Edits of one field closer together than this are one step. */
export const MERGE_WINDOW_MS = 1000;
const LIMIT = 200;

export const startHistory = <T>(present: T): History<T> => ({ past: [], present, future: [] });

export function record<T>(history: History<T>, next: T, field: string, at: number): History<T> {
  const merge = history.last?.field === field && at - history.last.at < MERGE_WINDOW_MS;
  return {
    past: merge ? history.past : [...history.past, history.present].slice(-LIMIT),
    present: next,
    future: [],
    last: { field, at },
  };
}

export function undo<T>(history: History<T>): History<T> {
  const previous = history.past[history.past.length - 1];
  if (previous === undefined) return history;
  return {
    past: history.past.slice(0, -1),
    present: previous,
    future: [history.present, ...history.future],
  };
}

export function redo<T>(history: History<T>): History<T> {
  const [next, ...future] = history.future;
  if (next === undefined) return history;
  return { past: [...history.past, history.present], present: next, future };
}
