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
