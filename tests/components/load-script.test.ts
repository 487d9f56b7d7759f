// The on-demand script loader behind the verification widgets (spec 000 §3, §4, §7): one script per
// address, its failure or timeout said as such, and nothing left behind so a retry starts afresh.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadScript, ScriptLoadError } from '../../src/lib/browser/load-script';

const url = 'https://widgets.example.com/api.js?render=explicit';
const scripts = () => [...document.head.querySelectorAll('script')];

afterEach(() => {
  vi.useRealTimers();
  for (const script of scripts()) script.dispatchEvent(new Event('error'));
});

describe('loadScript', () => {
  it('adds the script once, with the address the policy vouched for, and resolves when it ran', async () => {
    const first = loadScript({ url, trusted: url, timeoutMs: 1000 });
    const second = loadScript({ url, trusted: url, timeoutMs: 1000 });
    expect(second).toBe(first);
    expect(scripts().map((script) => script.src)).toEqual([url]);
    expect(scripts()[0]!.async).toBe(true);
    scripts()[0]!.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBeUndefined();
  });

  it('rejects a script the browser refused, removes it, and adds it afresh on a retry', async () => {
    const other = 'https://widgets.example.com/refused.js';
    const attempt = loadScript({ url: other, trusted: other, timeoutMs: 1000 });
    scripts()[0]!.dispatchEvent(new Event('error'));
    await expect(attempt).rejects.toMatchObject({ reason: 'error', url: other });
    await expect(attempt).rejects.toThrow(`the browser could not load ${other}`);
    expect(scripts()).toEqual([]);
    const retry = loadScript({ url: other, trusted: other, timeoutMs: 1000 });
    expect(retry).not.toBe(attempt);
    expect(scripts()).toHaveLength(1);
    scripts()[0]!.dispatchEvent(new Event('load'));
    await expect(retry).resolves.toBeUndefined();
  });

  it('gives up on a script that does not answer in time', async () => {
    vi.useFakeTimers();
    const slow = 'https://widgets.example.com/slow.js';
    const attempt = loadScript({ url: slow, trusted: slow, timeoutMs: 5000 });
    const failure = attempt.catch((error: unknown) => error);
    vi.advanceTimersByTime(5000);
    const error = await failure;
    expect(error).toBeInstanceOf(ScriptLoadError);
    expect(error).toMatchObject({ reason: 'timeout' });
    expect(scripts()).toEqual([]);
  });
});
