// Fresh players for tests that move money: a registered account of its own (optionally with a
// transaction password and some money from the dev credit), so no test changes what another reads.
import type { ApiClient } from '../../../engine';
import { freshUsername, type TestGateway } from './test-gateway';

export interface TestPlayer {
  username: string;
  token: string;
  client: ApiClient;
}

export async function newPlayer(
  gateway: TestGateway,
  options: { credit?: string; paymentPassword?: string; merchantCode?: string } = {},
): Promise<TestPlayer> {
  const username = freshUsername('pl');
  const { token } = await gateway.client({ merchantCode: options.merchantCode }).call('register', {
    username,
    password: 'Player123',
    confirmPassword: 'Player123',
    ...(options.paymentPassword ? { paymentPassword: options.paymentPassword } : {}),
    login: true,
  });
  if (options.credit) {
    await gateway.dev('POST', 'credit', {
      username,
      amount: options.credit,
      ...(options.merchantCode ? { merchantCode: options.merchantCode } : {}),
    });
  }
  return {
    username,
    token,
    client: gateway.client({ token, merchantCode: options.merchantCode }),
  };
}

/**
 * A fresh account registered by an agent under itself (registerDownline), logged in, with its
 * own transaction password and, optionally, some money from the dev credit (which asks no
 * turnover).
 */
export async function newDownline(
  gateway: TestGateway,
  upline: TestPlayer,
  options: { accountType?: 'player' | 'agent'; credit?: string; paymentPassword?: string } = {},
): Promise<TestPlayer> {
  const username = freshUsername(options.accountType === 'agent' ? 'ag' : 'pl');
  await upline.client.call('registerDownline', {
    username,
    password: 'Player123',
    confirmPassword: 'Player123',
    accountType: options.accountType ?? 'player',
  });
  const token = await gateway.login(username, 'Player123');
  const client = gateway.client({ token });
  if (options.paymentPassword) {
    await client.call('setPaymentPassword', {
      paymentPassword: options.paymentPassword,
      confirmPaymentPassword: options.paymentPassword,
    });
  }
  if (options.credit) await gateway.dev('POST', 'credit', { username, amount: options.credit });
  return { username, token, client };
}

/** A seeded account, logged in. */
export async function seeded(
  gateway: TestGateway,
  username: string,
  password: string,
): Promise<TestPlayer> {
  const token = await gateway.login(username, password);
  return { username, token, client: gateway.client({ token }) };
}

/**
 * The same account seen through another gateway (on the same database), for a burst of parallel
 * calls: on a busy machine a burst's last answer may take longer than a single call's 10 s.
 */
export function through(gateway: TestGateway, player: TestPlayer): TestPlayer {
  return { ...player, client: gateway.client({ token: player.token, timeoutMs: 90_000 }) };
}
