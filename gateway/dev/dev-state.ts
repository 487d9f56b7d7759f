// What `--dev` adds and nothing else may reach: the outbox (SMS codes, captcha answers and e-mails
// the gateway "sent", newest first), per-action faults, and a clock offset so that operators and
// end-to-end tests can reach expiry without waiting. Kept in memory: a restart clears it.
import type { ActionName } from '../../engine/api';

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

/** What the dev sign-in provider vouched for, behind a one-time code (spec 000 §1 social sign-in). */
export interface SocialGrant {
  provider: 'facebook' | 'google';
  subject: string;
  email: string;
  name: string;
  expiresAt: number;
}

const OUTBOX_LIMIT = 500;

export class DevState {
  private readonly outbox: OutboxEntry[] = [];
  private nextId = 1;
  readonly faults = new Map<ActionName, Fault>();
  readonly socialGrants = new Map<string, SocialGrant>();
  clockOffsetMs = 0;

  record(entry: Omit<OutboxEntry, 'id'>): void {
    this.outbox.unshift({ id: this.nextId++, ...entry });
    this.outbox.length = Math.min(this.outbox.length, OUTBOX_LIMIT);
  }

  entries(filter: { kind?: string; to?: string; merchantCode?: string } = {}): OutboxEntry[] {
    return this.outbox.filter(
      (entry) => (!filter.kind || entry.kind === filter.kind) && (!filter.to || entry.to.includes(filter.to)) && (!filter.merchantCode || entry.merchantCode === filter.merchantCode),
    );
  }

  clearOutbox(): void {
    this.outbox.length = 0;
  }

  /** The fault for this request, counting it down. */
  takeFault(action: ActionName): Fault | undefined {
    const fault = this.faults.get(action);
    if (!fault) return undefined;
    if (fault.times !== undefined) {
      if (fault.times <= 1) this.faults.delete(action);
      else this.faults.set(action, { ...fault, times: fault.times - 1 });
    }
    return fault;
  }
}
