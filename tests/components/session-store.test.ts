// The session (spec 000 §3 session keys, §4 account states, §9 merchant code): logged in ⇔ a token
// in session storage; roles from the member type; a logout keeps only the merchant code.
import { describe, expect, it, vi } from 'vitest';
import { createSessionStore, type MemberInfo } from '../../src/features/session/session-store';
import { takeUrlToken } from '../../src/features/session/url-token';

const storeWith = (overrides: Partial<Parameters<typeof createSessionStore>[0]> = {}) =>
  createSessionStore({
    session: window.sessionStorage,
    local: window.localStorage,
    merchantCode: 'MC1001',
    merchant: 'default',
    ...overrides,
  });

const member = (type: number): MemberInfo =>
  ({ id: 42, account: 'player01', nickname: 'Lucky', type }) as MemberInfo;

describe('the session store', () => {
  it('writes the merchant code to session and local storage at start', () => {
    storeWith();
    expect([
      sessionStorage.getItem('merchantCode'),
      localStorage.getItem('merchantCode'),
      sessionStorage.getItem('merchant'),
    ]).toEqual(['MC1001', 'MC1001', 'default']);
  });

  it('starts logged out without a token, and logged in with one a reload left in session storage', () => {
    expect(storeWith().getState().token).toBeNull();
    sessionStorage.setItem('token', 'kept-token');
    sessionStorage.setItem('account', 'player01');
    expect(storeWith().getState()).toMatchObject({ token: 'kept-token', account: 'player01' });
  });

  it('stores the token and the account at sign-in, with the roles of the member type', () => {
    const onSignIn = vi.fn();
    const store = storeWith({ onSignIn });
    store.getState().signIn('new-token', {
      account: 'agent01',
      nickname: 'Boss',
      username: 'agent01',
      type: 41,
      id: 7,
    });
    expect(store.getState()).toMatchObject({
      token: 'new-token',
      account: 'agent01',
      customerId: 7,
      isAgent: true,
      isTrial: false,
    });
    expect(
      Object.fromEntries(
        ['token', 'account', 'nickname', 'username', 'customerId', 'isAgent'].map((key) => [
          key,
          sessionStorage.getItem(key),
        ]),
      ),
    ).toEqual({
      token: 'new-token',
      account: 'agent01',
      nickname: 'Boss',
      username: 'agent01',
      customerId: '7',
      isAgent: 'true',
    });
    expect(onSignIn).toHaveBeenCalledTimes(1);
  });

  it('takes the roles from member info: type 4 is a trial account, types 1, 2, 41, 42 agents', () => {
    const store = storeWith();
    store.getState().signIn('t');
    store.getState().setMember(member(4));
    expect([store.getState().isTrial, store.getState().isAgent]).toEqual([true, false]);
    store.getState().setMember(member(2));
    expect([
      store.getState().isTrial,
      store.getState().isAgent,
      sessionStorage.getItem('isAgent'),
    ]).toEqual([false, true, 'true']);
  });

  it('keeps the roles across a reload, before member info answers again', () => {
    storeWith().getState().signIn('t', { type: 4 });
    expect(storeWith().getState().isTrial).toBe(true);
  });

  it('clears session storage at logout but keeps the merchant code, and clears the query cache', () => {
    const onClear = vi.fn();
    const store = storeWith({ onClear });
    store.getState().signIn('t', { account: 'agent01', type: 1 });
    sessionStorage.setItem('consolidated', '{"enableSalary":true}');
    store.getState().clearSession();
    expect(store.getState()).toMatchObject({
      token: null,
      account: '',
      isAgent: false,
      isTrial: false,
      member: null,
    });
    expect(Object.keys(sessionStorage).sort()).toEqual(['merchant', 'merchantCode']);
    expect(localStorage.getItem('merchantCode')).toBe('MC1001');
    expect(onClear).toHaveBeenCalledTimes(1);
  });

  it('adopts a token that came in the URL query', () => {
    sessionStorage.setItem('token', 'old-token');
    expect(storeWith({ urlToken: 'handed-over' }).getState().token).toBe('handed-over');
    expect(sessionStorage.getItem('token')).toBe('handed-over');
  });

  it('works in memory when storage refuses to be written', () => {
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
      key: () => null,
      length: 0,
    };
    const store = storeWith({ session: refusing, local: refusing });
    store.getState().signIn('t', { type: 0 });
    expect(store.getState().token).toBe('t');
  });
});

describe('a token in the URL', () => {
  it('is taken out of the address, leaving the rest of it', () => {
    const history = { state: { idx: 0 }, replaceState: vi.fn() };
    expect(
      takeUrlToken({ href: 'https://site.test/member?token=abc&tab=wallet#top' }, history),
    ).toBe('abc');
    expect(history.replaceState).toHaveBeenCalledWith({ idx: 0 }, '', '/member?tab=wallet#top');
  });

  it('leaves an address without one alone', () => {
    const history = { state: null, replaceState: vi.fn() };
    expect(takeUrlToken({ href: 'https://site.test/?lang=en' }, history)).toBeNull();
    expect(history.replaceState).not.toHaveBeenCalled();
  });
});
