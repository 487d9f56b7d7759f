import { describe, expect, it } from 'vitest';
import {
  ApiError,
  apiErrorText,
  CATALOGUE,
  ERROR_CODES,
  ERROR_MESSAGE_KEYS,
  errorMessageKey,
} from '../../../engine';

describe('the text of a failed call', () => {
  it('maps network, timeout, known codes, refusals and the rest to the spec’s texts', () => {
    const error = (kind: 'network' | 'timeout' | 'http' | 'business', code: string, message = '') =>
      new ApiError({ kind, action: 'login', status: 0, code, message });
    expect(apiErrorText(error('network', 'NETWORK'))).toEqual({ key: 'error.network' });
    expect(apiErrorText(error('timeout', 'TIMEOUT'))).toEqual({ key: 'error.timeout' });
    expect(apiErrorText(error('business', 'SMS_LOCKED', 'wait'))).toEqual({
      key: 'phoneError.tooManyRequests',
    });
    expect(apiErrorText(error('business', 'SOMETHING_NEW', 'Ask again tomorrow'))).toEqual({
      text: 'Ask again tomorrow',
    });
    expect(
      apiErrorText(error('http', 'HTTP_502', 'The gateway answered 502 without an envelope')),
    ).toEqual({ key: 'error.unknown' });
    expect(apiErrorText('not an error')).toEqual({ key: 'error.unknown' });
  });

  it('knows only codes of the contract, each with a text in every language', () => {
    for (const [code, key] of Object.entries(ERROR_MESSAGE_KEYS)) {
      expect(ERROR_CODES).toContain(code);
      expect(CATALOGUE.en[key!]).toBeTruthy();
      expect(CATALOGUE.pt[key!]).toBeTruthy();
    }
  });

  it('does not mistake an object property for a code', () => {
    expect(errorMessageKey('toString')).toBeUndefined();
    expect(errorMessageKey('constructor')).toBeUndefined();
  });
});
