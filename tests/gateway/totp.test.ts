// The authenticator codes against the RFCs' own test vectors: RFC 4226 appendix D (HOTP, the
// ASCII secret "12345678901234567890") and RFC 6238 appendix B (TOTP with SHA-1, 8 digits there),
// plus the ±1 step window and base32 both ways.
import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  hotp,
  matchTotp,
  otpauthUri,
  totp,
} from '../../gateway/crypto/totp';

const RFC_KEY = Buffer.from('12345678901234567890', 'ascii');
const RFC_SECRET = base32Encode(RFC_KEY);

describe('HOTP and TOTP', () => {
  it('gives RFC 4226 appendix D’s ten HOTP values', () => {
    const expected = [
      '755224',
      '287082',
      '359152',
      '969429',
      '338314',
      '254676',
      '287922',
      '162583',
      '399871',
      '520489',
    ];
    expect(expected.map((_, counter) => hotp(RFC_KEY, counter))).toEqual(expected);
  });

  it('gives RFC 6238 appendix B’s SHA-1 values at its six times', () => {
    const vectors: Array<[number, string]> = [
      [59, '94287082'],
      [1111111109, '07081804'],
      [1111111111, '14050471'],
      [1234567890, '89005924'],
      [2000000000, '69279037'],
      [20000000000, '65353130'],
    ];
    for (const [seconds, code] of vectors) {
      expect(totp(RFC_SECRET, seconds * 1000, 8), `T = ${seconds}`).toBe(code);
    }
  });

  it('accepts the codes of the step before, the step and the step after, and no further', () => {
    const now = 1_700_000_015_000;
    const at = (offsetSeconds: number) => totp(RFC_SECRET, now + offsetSeconds * 1000);
    const step = Math.floor(now / 30_000);
    expect(matchTotp(RFC_SECRET, at(-30), now)).toBe(step - 1);
    expect(matchTotp(RFC_SECRET, at(0), now)).toBe(step);
    expect(matchTotp(RFC_SECRET, at(30), now)).toBe(step + 1);
    expect(matchTotp(RFC_SECRET, at(-60), now)).toBeNull();
    expect(matchTotp(RFC_SECRET, at(60), now)).toBeNull();
    expect(matchTotp(RFC_SECRET, 'abcdef', now)).toBeNull();
  });

  it('reads base32 back in any case with spaces, and refuses a letter outside its alphabet', () => {
    expect(RFC_SECRET).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(base32Decode('gezd gnbv gy3t qojq gezd gnbv gy3t qojq')).toEqual(RFC_KEY);
    expect(() => base32Decode('GEZD1')).toThrow(
      'base32Decode: expected letters A-Z and digits 2-7, got "1"',
    );
  });

  it('names the issuer, the account and the secret in the otpauth URI', () => {
    expect(otpauthUri('Acme Bet', 'player01', 'ABC')).toBe(
      'otpauth://totp/Acme%20Bet:player01?secret=ABC&issuer=Acme+Bet&algorithm=SHA1&digits=6&period=30',
    );
  });
});
