import { describe, expect, it } from 'vitest';
import { clearSessionKeeping, runLogout, type LogoutEffects } from '../../../engine';
import { memoryStorage } from './memory-storage';

function recorder(options: { confirm?: boolean; callFails?: boolean } = {}) {
  const steps: string[] = [];
  const effects: LogoutEffects = {
    confirm: async () => {
      steps.push('confirm');
      return options.confirm ?? true;
    },
    callLogout: async () => {
      steps.push('call');
      if (options.callFails) throw new Error('offline');
    },
    showLoader: () => steps.push('loader'),
    hideLoader: () => steps.push('hideLoader'),
    clearSession: () => steps.push('clearSession'),
    clearQueries: () => steps.push('clearQueries'),
    resetBalance: () => steps.push('resetBalance'),
    replaceRoute: (path) => steps.push(`replace ${path}`),
  };
  return { steps, effects };
}

describe('the logout sequence', () => {
  it('confirms, calls, shows the loader, clears everything and replaces the route with /', async () => {
    const { steps, effects } = recorder();
    await expect(runLogout(effects, { confirmFirst: true, callServer: true })).resolves.toEqual({
      status: 'signedOut',
      callError: null,
    });
    expect(steps).toEqual([
      'confirm',
      'loader',
      'call',
      'clearSession',
      'clearQueries',
      'resetBalance',
      'hideLoader',
      'replace /',
    ]);
  });

  it('does nothing when the player cancels', async () => {
    const { steps, effects } = recorder({ confirm: false });
    await expect(runLogout(effects, { confirmFirst: true, callServer: true })).resolves.toEqual({
      status: 'cancelled',
    });
    expect(steps).toEqual(['confirm']);
  });

  it('still signs out when the call fails', async () => {
    const { steps, effects } = recorder({ callFails: true });
    const outcome = await runLogout(effects, { confirmFirst: true, callServer: true });
    expect(outcome.status).toBe('signedOut');
    expect(outcome.status === 'signedOut' && (outcome.callError as Error).message).toBe('offline');
    expect(steps.slice(-5)).toEqual([
      'clearSession',
      'clearQueries',
      'resetBalance',
      'hideLoader',
      'replace /',
    ]);
  });

  it('asks nothing and calls nothing on a forced logout', async () => {
    const { steps, effects } = recorder();
    await runLogout(effects, { confirmFirst: false, callServer: false });
    expect(steps).toEqual([
      'loader',
      'clearSession',
      'clearQueries',
      'resetBalance',
      'hideLoader',
      'replace /',
    ]);
  });
});

describe('clearing the session', () => {
  it('keeps only the merchant code', () => {
    const session = memoryStorage({
      token: 't',
      account: 'player01',
      isAgent: 'false',
      merchantCode: 'MC1001',
      USER_POPUP: 'player01',
    });
    clearSessionKeeping(session);
    expect(session.entries()).toEqual({ merchantCode: 'MC1001' });
  });
});
