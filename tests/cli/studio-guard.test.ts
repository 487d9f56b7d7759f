// Only the operator who started `skinforge studio` may drive it (cli/studio/request-guard.ts):
// a request needs the run's token (in the address once, then in the cookie), must be addressed to
// the server's loopback name and port, and must not come from another origin or site.
import { describe, expect, it } from 'vitest';
import { checkRequest, cookieName, tokenCookie } from '../../cli/studio/request-guard';

const guard = { token: 'secret-token-of-this-run', port: () => 5174 };
const own = { host: '127.0.0.1:5174' };

describe('checkRequest', () => {
  it('lets in the token from the address, and says so (the server then sets the cookie)', () => {
    expect(checkRequest(own, '/__studio/?token=secret-token-of-this-run', guard)).toEqual({
      allowed: true,
      fromAddress: true,
    });
    expect(tokenCookie(guard)).toBe(
      'skinforge-studio-5174=secret-token-of-this-run; Path=/; HttpOnly; SameSite=Strict',
    );
  });

  it('lets in the token from its cookie, on either loopback name', () => {
    const cookie = `other=1; ${cookieName(5174)}=secret-token-of-this-run`;
    expect(checkRequest({ ...own, cookie }, '/src/main.tsx', guard)).toEqual({
      allowed: true,
      fromAddress: false,
    });
    expect(checkRequest({ host: 'localhost:5174', cookie }, '/', guard).allowed).toBe(true);
  });

  it('refuses a request without the token, or with another one', () => {
    expect(checkRequest(own, '/__studio/api/state', guard)).toEqual({
      allowed: false,
      reason: 'the request carries no valid studio token',
    });
    expect(checkRequest(own, '/?token=secret-token-of-this-ru', guard).allowed).toBe(false);
    const otherPort = `${cookieName(5175)}=secret-token-of-this-run`;
    expect(checkRequest({ ...own, cookie: otherPort }, '/', guard).allowed).toBe(false);
  });

  it('refuses a foreign Host, even with the token (DNS rebinding)', () => {
    const url = '/?token=secret-token-of-this-run';
    expect(checkRequest({ host: 'evil.example.com:5174' }, url, guard)).toEqual({
      allowed: false,
      reason: 'the request is addressed to a foreign host (evil.example.com:5174)',
    });
    expect(checkRequest({ host: '127.0.0.1:5175' }, url, guard).allowed).toBe(false);
    expect(checkRequest({}, url, guard).allowed).toBe(false);
  });

  it('refuses another local page: a foreign Origin or a Sec-Fetch-Site of another site', () => {
    const url = '/__studio/api/save?token=secret-token-of-this-run';
    expect(checkRequest({ ...own, origin: 'http://127.0.0.1:3000' }, url, guard)).toEqual({
      allowed: false,
      reason: 'the request comes from a foreign origin (http://127.0.0.1:3000)',
    });
    expect(checkRequest({ ...own, origin: 'null' }, url, guard).allowed).toBe(false);
    expect(checkRequest({ ...own, 'sec-fetch-site': 'same-site' }, url, guard)).toEqual({
      allowed: false,
      reason: 'the request comes from another page (Sec-Fetch-Site: same-site)',
    });
    expect(checkRequest({ ...own, 'sec-fetch-site': 'cross-site' }, url, guard).allowed).toBe(
      false,
    );
  });

  it('lets in its own page and the address typed by the operator', () => {
    const url = '/__studio/api/state?token=secret-token-of-this-run';
    const headers = { ...own, origin: 'http://127.0.0.1:5174', 'sec-fetch-site': 'same-origin' };
    expect(checkRequest(headers, url, guard).allowed).toBe(true);
    expect(checkRequest({ ...own, 'sec-fetch-site': 'none' }, url, guard).allowed).toBe(true);
  });
});
