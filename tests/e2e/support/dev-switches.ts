// Scoped dev switches: the specs of one skin run in parallel against one gateway, so a spec that
// needs maintenance, a region block, a module off, a failing action or minutes to pass flips it for
// itself only. A
// switch posted with `scope` holds only for requests carrying `X-Dev-Scope: <scope>` (gateway/dev/
// dev-state.ts); the `devSwitches` fixture (./skin-test.ts) gives each test its own scope, sends
// that header with every request of its page, and drops the scope's switches when the test ends.
import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';
import type { ActionName } from '../../../engine';
import type { Fault } from '../../../gateway/dev/dev-state';

export const DEV_SCOPE_HEADER = 'X-Dev-Scope';

export interface DevSwitches {
  /** This test's scope (the X-Dev-Scope value its page sends). */
  readonly scope: string;
  maintenance(enabled: boolean, endsAt?: string): Promise<void>;
  region(restricted: boolean): Promise<void>;
  module(modId: string, enabled: boolean): Promise<void>;
  /** A registration setting (`required: null` leaves it to the skin) and optionally its rule. */
  registration(
    field: string,
    setting: {
      show?: boolean;
      required?: boolean | null;
      rule?: { acceptedPattern: string; minLength: number; maxLength: number; patternId: string };
    },
  ): Promise<void>;
  /**
   * The action answers late, with an HTTP status, or drops the connection — `times` requests, or
   * all.
   */
  fault(action: ActionName, fault: Fault): Promise<void>;
  /** The permission's main domain, its redirect, its mirrors (domainRoute) and analytics id. */
  permission(change: {
    mainDomain?: string;
    redirectToMainDomain?: boolean;
    domainRoute?: string[];
    gtagId?: string;
  }): Promise<void>;
  /** The merchant's human-verification step (gateway/README.md "Human verification"). */
  verification(setting: {
    provider: 'proofOfWork' | 'turnstile' | 'hcaptcha' | null;
    difficulty?: number;
    /** turnstile, hcaptcha: the widget's site key, the secret and where the gateway checks tokens. */
    siteKey?: string;
    secret?: string;
    verifyUrl?: string;
  }): Promise<void>;
  /** The merchant's phone sign-in: firebase on the gateway's stand-in, or null for its SMS codes. */
  phoneSignIn(setting: {
    provider: 'firebase' | null;
    allowedDialingCodes?: string[];
  }): Promise<void>;
  clearFault(action?: ActionName): Promise<void>;
  /** Moves the gateway's clock forward for this scope's requests only (minutes pass, no wait). */
  advanceClock(seconds: number): Promise<void>;
  /** Forgets every switch of the scope (the fixture does this after the test). */
  drop(): Promise<void>;
}

/** A scope name the gateway accepts (letters, digits and _.:-), unique per test and project. */
export function devScopeName(parts: Array<string | number>): string {
  return parts
    .join('.')
    .replace(/[^A-Za-z0-9_.:-]+/g, '-')
    .slice(0, 80);
}

export function createDevSwitches(
  request: APIRequestContext,
  merchantCode: string,
  scope: string,
): DevSwitches {
  const url = (path: string) => `/__dev/${path}`;
  const headers = { 'X-Merchant-Code': merchantCode };
  const ok = async (response: APIResponse) => {
    expect(
      response.ok(),
      `${response.url()} answered HTTP ${response.status()}: ${await response.text()}`,
    ).toBe(true);
  };
  const post = async (path: string, body: Record<string, unknown>) =>
    ok(await request.post(url(path), { headers, data: { merchantCode, scope, ...body } }));
  return {
    scope,
    maintenance: (enabled, endsAt) =>
      post('maintenance', endsAt ? { enabled, endsAt } : { enabled }),
    region: (restricted) => post('region', { restricted }),
    module: (modId, enabled) => post('modules', { modId, enabled }),
    registration: (field, setting) => post('registration', { field, ...setting }),
    fault: (action, fault) => post('faults', { action, ...fault }),
    permission: (change) => post('permission', change),
    verification: (setting) => post('verification', setting),
    phoneSignIn: (setting) => post('phone-sign-in', setting),
    clearFault: async (action) =>
      ok(
        await request.delete(url('faults'), {
          headers,
          params: action ? { scope, action } : { scope },
        }),
      ),
    advanceClock: (seconds) => post('clock', { advanceSeconds: seconds }),
    drop: async () =>
      ok(await request.delete(url(`scopes/${encodeURIComponent(scope)}`), { headers })),
  };
}
