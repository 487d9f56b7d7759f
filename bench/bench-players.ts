// The bench's players: registered with money, a transaction password and a bank account, and the
// three money moves (deposit, transfer, withdraw) as one step of one player.
import { randomUUID } from 'node:crypto';
import {
  createApiClient,
  encryptPayload,
  getAction,
  importGatewayKey,
  type ActionName,
  type GatewayPublicKey,
} from '../engine';
import { request } from './gateway-http';
import type { Figures } from './latency-figures';

const PAYMENT_PASSWORD = '246810';

export interface Player {
  token: string;
  bankAccountId: number;
  /** The withdrawal's payload, encrypted once: each request sends it with a key of its own. */
  withdrawal: unknown;
}

/** Fresh players with money, a transaction password and a bank account, `batch` at a time. */
export async function preparePlayers(base: string, count: number, batch = 10): Promise<Player[]> {
  const publicKey = await request(base, 'GET', getAction('publicKey').path);
  const key = await importGatewayKey(publicKey.body.value as GatewayPublicKey);
  const players: Player[] = [];
  for (let first = 0; first < count; first += batch) {
    const made = await Promise.all(
      Array.from({ length: Math.min(batch, count - first) }, async (_, n) => {
        const username = `bench${process.pid % 10000}x${first + n}`;
        const session: { token?: string } = {};
        const client = createApiClient({
          baseUrl: base,
          merchantCode: '',
          getLanguage: () => 'en',
          getToken: () => session.token,
          timeoutMs: 60_000,
        });
        session.token = (
          await client.call('register', {
            username,
            password: 'Player123',
            confirmPassword: 'Player123',
            paymentPassword: PAYMENT_PASSWORD,
            login: true,
          })
        ).token;
        await request(base, 'POST', '/__dev/credit', { body: { username, amount: '1000000' } });
        const { bankAccount } = await client.call('addBankAccount', {
          holderName: 'Bench Player',
          bankName: 'Banco Bench',
          accountNumber: '0012345678',
        });
        const withdrawal = await encryptPayload(key, 'withdraw', {
          amount: '20',
          bankAccountId: bankAccount.id,
          paymentPassword: PAYMENT_PASSWORD,
        });
        return { token: session.token, bankAccountId: bankAccount.id, withdrawal };
      }),
    );
    players.push(...made);
  }
  return players;
}

/** An action of the contract as one player sends it, with a fresh Idempotency-Key. */
export function action(base: string, player: Player, name: ActionName, payload: unknown) {
  const spec = getAction(name);
  return () =>
    request(base, spec.method, spec.path, {
      body: payload,
      headers: {
        Authorization: `Bearer ${player.token}`,
        ...(spec.idempotent ? { 'Idempotency-Key': randomUUID() } : {}),
      },
    });
}

/** The three money moves of the PostgreSQL lines, as one step of one player. */
export const moneySteps = {
  async deposit(base: string, player: Player, figures: Figures) {
    const order = await figures.time(
      action(base, player, 'createDeposit', { channel: 'PIX', amount: '100' }),
    );
    const payUrl = (order.body.value as { payUrl?: string } | undefined)?.payUrl;
    if (payUrl) await figures.time(() => request('', 'POST', `${payUrl}/pay`));
  },
  async transfer(base: string, player: Player, figures: Figures, turn: number) {
    // Out to the vendor wallet on a player's odd turns, back on its even ones.
    const there = turn % 2 === 1;
    await figures.time(
      action(base, player, 'walletTransfer', {
        from: there ? 'MAIN' : 'PT',
        to: there ? 'PT' : 'MAIN',
        amount: '10',
      }),
    );
  },
  async withdraw(base: string, player: Player, figures: Figures) {
    await figures.time(action(base, player, 'withdraw', { encrypted: player.withdrawal }));
  },
};
