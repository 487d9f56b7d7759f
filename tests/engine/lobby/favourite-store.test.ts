import { describe, expect, it, vi } from 'vitest';
import { createFavouriteStore, FAVOURITE_THROTTLE_MS, type FavouriteGame } from '../../../engine';

const tiger: FavouriteGame = { nodeId: 7, vassalage: 'PG', gameType: 'RNG' };
const dragon: FavouriteGame = { nodeId: 9, vassalage: 'PG', gameType: 'RNG' };

/** A store on a hand-moved clock whose calls resolve or fail when the test says. */
function setup() {
  let time = 10_000;
  const calls: Array<{
    kind: 'add' | 'remove';
    nodeId: number;
    resolve: () => void;
    reject: (error: Error) => void;
    answer: Promise<void>;
  }> = [];
  const call = (kind: 'add' | 'remove', nodeId: number) => {
    let resolve!: () => void;
    let reject!: (error: Error) => void;
    const answer = new Promise<void>((resolveAnswer, rejectAnswer) => {
      resolve = resolveAnswer;
      reject = rejectAnswer;
    });
    calls.push({ kind, nodeId, resolve, reject, answer });
    return answer;
  };
  const onError = vi.fn();
  const store = createFavouriteStore({
    now: () => time,
    add: (game) => call('add', game.nodeId),
    remove: (nodeId) => call('remove', nodeId),
    onError,
  });
  /**
   * Waits until every call made so far has settled. The store took each answer's handlers first,
   * so they have run by then.
   */
  const answered = async () => void (await Promise.allSettled(calls.map(({ answer }) => answer)));
  return { store, calls, onError, answered, advance: (ms: number) => (time += ms) };
}

describe('the favourite toggle', () => {
  it('adds locally first, then posts', () => {
    const { store, calls } = setup();
    expect(store.toggle(tiger)).toBe('added');
    expect(store.has(7)).toBe(true);
    expect(calls.map(({ kind, nodeId }) => [kind, nodeId])).toEqual([['add', 7]]);
  });

  it('removes locally first, then deletes', () => {
    const { store, calls } = setup();
    store.reset([7]);
    expect(store.toggle(tiger)).toBe('removed');
    expect(store.has(7)).toBe(false);
    expect(calls.map(({ kind }) => kind)).toEqual(['remove']);
  });

  it('ignores an add of a game that is already a favourite, without a call', () => {
    const { store, calls } = setup();
    store.reset([7]);
    expect(store.add(tiger)).toBe('ignored');
    expect(store.remove(dragon)).toBe('ignored');
    expect(calls).toEqual([]);
  });

  it('takes one change per 1000 ms and drops the rest', () => {
    const { store, calls, advance } = setup();
    expect(store.toggle(tiger)).toBe('added');
    advance(FAVOURITE_THROTTLE_MS - 1);
    expect(store.toggle(tiger)).toBe('throttled');
    expect(store.toggle(dragon)).toBe('throttled');
    expect([store.has(7), store.has(9)]).toEqual([true, false]);
    advance(1);
    expect(store.toggle(tiger)).toBe('removed');
    expect(calls).toHaveLength(2);
  });

  it('does not spend the throttle on an ignored add', () => {
    const { store } = setup();
    store.reset([7]);
    expect(store.add(tiger)).toBe('ignored');
    expect(store.add(dragon)).toBe('added');
  });

  it('rolls a failed add back and says so', async () => {
    const { store, calls, onError, answered } = setup();
    store.toggle(tiger);
    calls[0]!.reject(new Error('offline'));
    await answered();
    expect(store.has(7)).toBe(false);
    expect(onError).toHaveBeenCalledWith(new Error('offline'), tiger);
  });

  it('rolls a failed remove back', async () => {
    const { store, calls, answered } = setup();
    store.reset([7]);
    store.toggle(tiger);
    calls[0]!.reject(new Error('500'));
    await answered();
    expect(store.has(7)).toBe(true);
  });

  it('keeps a newer change when an older call fails late', async () => {
    const { store, calls, advance, onError, answered } = setup();
    store.toggle(tiger);
    advance(FAVOURITE_THROTTLE_MS);
    store.toggle(tiger);
    calls[0]!.reject(new Error('late'));
    calls[1]!.resolve();
    await answered();
    expect(store.has(7)).toBe(false);
    expect(onError).not.toHaveBeenCalled();
  });

  it('keeps a pending change over a reset from an older list', () => {
    const { store } = setup();
    store.toggle(tiger);
    store.reset([9]);
    expect([...store.getSnapshot()].sort()).toEqual([7, 9]);
  });

  it('tells subscribers, with a new snapshot on each change', async () => {
    const { store, calls, answered } = setup();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const before = store.getSnapshot();
    store.toggle(tiger);
    expect(store.getSnapshot()).not.toBe(before);
    calls[0]!.resolve();
    await answered();
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.reset([]);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps its snapshot and tells no one when a reset brings the same games', () => {
    const { store } = setup();
    store.reset([7, 9]);
    const listener = vi.fn();
    store.subscribe(listener);
    const before = store.getSnapshot();
    store.reset([9, 7]);
    store.reset(new Set([7, 9]));
    expect(store.getSnapshot()).toBe(before);
    expect(listener).not.toHaveBeenCalled();
    store.reset([7]);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
