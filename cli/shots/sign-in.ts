// Who a page needs signed in, the way the e2e suite signs in: a session from the gateway's own
// actions (the engine's client, which encrypts what the contract encrypts), handed to the site in
// the URL (spec 000 §7: "The token may come from the URL query"), so no shot depends on the login
// pop-up working. The player and the agent are the seeded demo accounts; the cashier is a player of
// the shot's own (its name is the shot's language and screen, the same every run), registered
// with a paid withdrawal awaiting its answer (spec 001 §4), so that the deposit and the
// withdrawal confirmation change no account another shot pictures.
import {
  createApiClient,
  type ActionName,
  type ActionPayload,
  type ActionValue,
  type Locale,
} from '../../engine';
import { DEMO_ACCOUNTS, PAYMENT_PASSWORD, PLAYER_PASSWORD } from '../../gateway';
import type { ShotRole } from './shot-pages';
import type { ViewportName } from './viewports';

export interface Session {
  /** The account name the site keeps (the announcement pop-up's closed flag, spec 000 §4). */
  account: string;
  token: string;
}

export const TOKEN_QUERY_PARAMETER = 'token';

const SEEDED = { player: 'player01', agent: 'agent01' } as const;

/** The cashier's withdrawal, paid by the dev gateway (a dev credit owes no turnover). */
const CASHIER_CREDIT = '500.00';
const CASHIER_WITHDRAWAL = '100.00';

export interface Gatekeeper {
  /** The seeded account's session, signed in once per skin. */
  seeded(role: 'player' | 'agent'): Promise<Session>;
  /** A cashier of this language and screen's own, registered and prepared on first use. */
  cashier(locale: Locale, viewport: ViewportName): Promise<Session>;
  /** Any action as the given session: the agent menu's contract flags, for one. */
  call<N extends ActionName>(
    session: Session,
    name: N,
    payload?: ActionPayload<N>,
  ): Promise<ActionValue<N>>;
}

export function createGatekeeper(baseUrl: string, merchantCode: string): Gatekeeper {
  const client = (token: string | null) =>
    createApiClient({
      baseUrl,
      merchantCode,
      getLanguage: () => 'en',
      getToken: () => token,
      timeoutMs: 30_000,
    });
  const sessions = new Map<string, Promise<Session>>();
  const once = (key: string, open: () => Promise<Session>) => {
    if (!sessions.has(key)) sessions.set(key, open());
    return sessions.get(key)!;
  };
  const dev = async (route: string, body: Record<string, unknown>) => {
    const response = await fetch(new URL(`/__dev/${route}`, baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-merchant-code': merchantCode },
      body: JSON.stringify(body),
    });
    if (!response.ok) {
      throw new Error(`/__dev/${route} answered HTTP ${response.status}: ${await response.text()}`);
    }
  };

  return {
    seeded: (role) =>
      once(role, async () => {
        const account = DEMO_ACCOUNTS.find((each) => each.username === SEEDED[role])!;
        const { token } = await client(null).call('login', {
          username: account.username,
          password: account.password,
        });
        return { account: account.username, token };
      }),
    cashier: (locale, viewport) => {
      const username = `cash${locale}${viewport.replace(/\W/g, '')}`.slice(0, 16);
      return once(username, async () => {
        const { token } = await client(null).call('register', {
          username,
          password: PLAYER_PASSWORD,
          confirmPassword: PLAYER_PASSWORD,
          email: `${username}@example.com`,
          payeeName: 'Shots Cashier',
          registerMethod: 'WEB',
          login: true,
        });
        const member = client(token);
        await dev('credit', { username, amount: CASHIER_CREDIT });
        await member.call('setPaymentPassword', {
          paymentPassword: PAYMENT_PASSWORD,
          confirmPaymentPassword: PAYMENT_PASSWORD,
        });
        const { bankAccount } = await member.call('addBankAccount', {
          holderName: 'Shots Cashier',
          bankName: 'Banco Teste',
          accountNumber: '0012345678',
        });
        await member.call('withdraw', {
          amount: CASHIER_WITHDRAWAL,
          bankAccountId: bankAccount.id,
          paymentPassword: PAYMENT_PASSWORD,
        });
        await dev('withdrawals', { username, decision: 'pay' });
        return { account: username, token };
      });
    },
    call: (session, name, payload) => client(session.token).call(name, payload),
  };
}

/** The session a role's pages open with, or null for a visitor. */
export function sessionFor(
  gatekeeper: Gatekeeper,
  role: ShotRole,
  locale: Locale,
  viewport: ViewportName,
): Promise<Session | null> {
  if (role === 'visitor') return Promise.resolve(null);
  if (role === 'cashier') return gatekeeper.cashier(locale, viewport);
  return gatekeeper.seeded(role);
}
