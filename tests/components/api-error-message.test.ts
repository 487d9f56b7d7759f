// The sentence a player reads for each way a call fails (spec 000 §8).
import { describe, expect, it } from 'vitest';
import { ApiError, type ApiErrorInit } from '../../engine';
import { apiErrorMessage } from '../../src/lib/api';

const failed = (init: Partial<ApiErrorInit>) =>
  new ApiError({
    kind: 'business',
    action: 'login',
    status: 400,
    code: 'REFUSED',
    message: '',
    ...init,
  });

describe('apiErrorMessage', () => {
  it('says the network link is abnormal when no answer came', () => {
    expect(
      apiErrorMessage(
        failed({ kind: 'network', status: 0, code: 'NETWORK', message: 'Failed to fetch' }),
      ),
    ).toBe('Network link is abnormal, please try again');
  });

  it('says the page took too long when the call timed out', () => {
    expect(
      apiErrorMessage(
        failed({
          kind: 'timeout',
          status: 0,
          code: 'TIMEOUT',
          message: 'No answer within 15000 ms',
        }),
      ),
    ).toBe('The page took longer time to load, please check your network connectivity');
  });

  it('uses the catalogue text of a code it knows, not the gateway’s wording', () => {
    expect(
      apiErrorMessage(failed({ code: 'NOT_AGENT', message: 'Only agents can use this.' })),
    ).toBe('Non-agents cannot log in');
    expect(apiErrorMessage(failed({ status: 409, code: 'USERNAME_TAKEN', message: 'taken' }))).toBe(
      'This account name is already registered',
    );
  });

  it('shows the gateway’s own message for a refusal whose code it does not know', () => {
    expect(
      apiErrorMessage(failed({ code: 'OPERATOR_SPECIAL', message: 'Deposits open at 9:00' })),
    ).toBe('Deposits open at 9:00');
  });

  it('says Unknown error for a server failure, whatever technical message it carried', () => {
    expect(
      apiErrorMessage(
        failed({ kind: 'http', status: 500, code: 'INTERNAL', message: 'Injected fault' }),
      ),
    ).toBe('Unknown error');
    expect(
      apiErrorMessage(
        failed({
          kind: 'http',
          status: 502,
          code: 'HTTP_502',
          message: 'The gateway answered 502 without an envelope',
        }),
      ),
    ).toBe('Unknown error');
  });

  it('says Unknown error for a refusal without a message and for anything that is not a gateway error', () => {
    expect(apiErrorMessage(failed({ code: 'OPERATOR_SPECIAL', message: ' ' }))).toBe(
      'Unknown error',
    );
    expect(apiErrorMessage(new Error('boom'))).toBe('Unknown error');
  });

  it('translates with the translator it is given (the player’s language)', () => {
    const pt = { 'error.network': 'A conexão de rede está instável, tente novamente' } as Record<
      string,
      string
    >;
    expect(
      apiErrorMessage(failed({ kind: 'network', code: 'NETWORK' }), (key) => pt[key] ?? key),
    ).toBe('A conexão de rede está instável, tente novamente');
  });
});
