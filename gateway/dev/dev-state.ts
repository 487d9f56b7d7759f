// What `--dev` adds and nothing else may reach: the outbox (SMS codes, captcha answers and e-mails
// the gateway "sent", newest first), per-action faults, and a clock offset so that operators and
// end-to-end tests can reach expiry without waiting. Kept in memory: a restart clears it.
//
import type { ActionName } from '../../engine';
import type { Merchant } from '../core/merchants';

export interface OutboxEntry {
  id: number;
  kind: 'sms' | 'captcha' | 'email';
  merchantCode: string;
  /** The phone (dialing code:number), the captcha key, or the e-mail address. */
  to: string;
  purpose: string;
  /** The SMS code, the captcha answer, or the e-mail's secret (a temporary password). */
  code: string;
  text: string;
  sentAt: string;
}

export interface Fault {
  /** Answer after this many milliseconds. */
  delayMs?: number;
  /** Answer with this status (500: the server failed). */
  status?: number;
  /** Drop the connection without answering. */
  drop?: boolean;
  /** How many requests the fault hits; unlimited when absent. */
  times?: number;
}

/**
 * What the dev sign-in provider vouched for, behind a one-time code (spec 000 §1 social sign-in).
 */
export interface SocialGrant {
  provider: 'facebook' | 'google';
  subject: string;
  email: string;
  name: string;
  expiresAt: number;
}

/** What a scope changes of a merchant, on top of its stored row. */
export type MerchantOverlay = Partial<
  Pick<Merchant, 'maintenance' | 'maintenanceEnd' | 'regionRestricted' | 'moduleTree' | 'settings'>
>;

interface DevScope {
  faults: Map<ActionName, Fault>;
  merchants: Map<string, MerchantOverlay>;
  /** On top of the global offset, for this scope's requests only. */
  clockOffsetMs: number;
}

const OUTBOX_LIMIT = 500;

/** Like a request header: short, no spaces, nothing to escape. */
export const DEV_SCOPE_PATTERN = '^[A-Za-z0-9_.:-]{1,80}$';

export class DevState {
  private readonly outbox: OutboxEntry[] = [];
  private nextId = 1;
  readonly faults = new Map<ActionName, Fault>();
  private readonly scopes = new Map<string, DevScope>();
  readonly socialGrants = new Map<string, SocialGrant>();
  clockOffsetMs = 0;

  record(entry: Omit<OutboxEntry, 'id'>): void {
    this.outbox.unshift({ id: this.nextId++, ...entry });
    this.outbox.length = Math.min(this.outbox.length, OUTBOX_LIMIT);
  }

  entries(filter: { kind?: string; to?: string; merchantCode?: string } = {}): OutboxEntry[] {
    return this.outbox.filter(
      (entry) =>
        (!filter.kind || entry.kind === filter.kind) &&
        (!filter.to || entry.to.includes(filter.to)) &&
        (!filter.merchantCode || entry.merchantCode === filter.merchantCode),
    );
  }

  clearOutbox(): void {
    this.outbox.length = 0;
  }

  /** The faults of a scope, or the global ones without a scope. */
  faultsOf(scope?: string): Map<ActionName, Fault> {
    return scope ? this.scope(scope).faults : this.faults;
  }

  /** The fault for this request (its scope's first, then the global one), counting it down. */
  takeFault(action: ActionName, scope?: string): Fault | undefined {
    const faults =
      scope && this.scopes.get(scope)?.faults.has(action)
        ? this.scopes.get(scope)!.faults
        : this.faults;
    const fault = faults.get(action);
    if (!fault) return undefined;
    if (fault.times !== undefined) {
      if (fault.times <= 1) faults.delete(action);
      else faults.set(action, { ...fault, times: fault.times - 1 });
    }
    return fault;
  }

  /** Records a scope's change to a merchant; later changes add to earlier ones. */
  overlay(scope: string, merchantCode: string, change: MerchantOverlay): void {
    const merchants = this.scope(scope).merchants;
    merchants.set(merchantCode, { ...merchants.get(merchantCode), ...change });
  }

  /** The merchant as a request of this scope sees it. */
  merchantFor(merchant: Merchant, scope: string | undefined): Merchant {
    const overlay = scope ? this.scopes.get(scope)?.merchants.get(merchant.code) : undefined;
    return overlay ? { ...merchant, ...overlay } : merchant;
  }

  /** The scope's own clock offset (0 without a scope or one never moved). */
  clockOffsetOf(scope: string | undefined): number {
    return scope ? (this.scopes.get(scope)?.clockOffsetMs ?? 0) : 0;
  }

  /** Moves a scope's clock forward, or back to the global time with `reset`. */
  moveScopeClock(scope: string, advanceMs: number, reset: boolean): number {
    const state = this.scope(scope);
    state.clockOffsetMs = reset ? 0 : state.clockOffsetMs + advanceMs;
    return state.clockOffsetMs;
  }

  /** The time a request of this scope sees: the gateway's, plus the scope's offset. */
  nowFor(now: Date, scope: string | undefined): Date {
    const offset = this.clockOffsetOf(scope);
    return offset ? new Date(now.getTime() + offset) : now;
  }

  /** Forgets every switch of a scope (a finished test). */
  dropScope(scope: string): void {
    this.scopes.delete(scope);
  }

  private scope(name: string): DevScope {
    let scope = this.scopes.get(name);
    if (!scope) {
      scope = { faults: new Map(), merchants: new Map(), clockOffsetMs: 0 };
      this.scopes.set(name, scope);
    }
    return scope;
  }
}
