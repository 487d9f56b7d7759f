import { describe, expect, it } from 'vitest';
import {
  ApiError,
  buildRequest,
  createApiClient,
  getAction,
  parseSocketEvent,
  socketUrl,
  type ApiClientOptions,
} from '../../engine/api';

type FakeFetch = NonNullable<ApiClientOptions['fetch']>;

const envelope = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

/** The ApiError a call rejects with. */
const rejection = (call: Promise<unknown>): Promise<ApiError> =>
  call.then(
    () => {
      throw new Error('The call succeeded; a failure was expected.');
    },
    (error: ApiError) => error,
  );

function client(fetch: FakeFetch, overrides: Partial<ApiClientOptions> = {}) {
  return createApiClient({
    baseUrl: 'https://gw.example/',
    merchantCode: 'MC1002',
    getLanguage: () => 'pt',
    getToken: () => 'tok_0123456789abcdef',
    timeoutMs: 200,
    fetch,
    ...overrides,
  });
}

describe('building requests', () => {
  it('puts GET payloads in the query and sends the headers every call carries', () => {
    const request = buildRequest(
      getAction('gamesList'),
      { gameType: 'RNG', pageNo: 2, gameName: 'a b', vassalage: undefined },
      { baseUrl: 'https://gw.example/', merchantCode: 'MC1002', language: 'en', token: 'tok' },
    );
    expect(request).toEqual({
      url: 'https://gw.example/lgw/games?gameType=RNG&pageNo=2&gameName=a+b',
      method: 'GET',
      headers: {
        Accept: 'application/json',
        'X-Language': 'en',
        'X-Client-Type': '3',
        'X-Merchant-Code': 'MC1002',
        Authorization: 'Bearer tok',
      },
    });
  });

  it('sends DELETE payloads in the query, forms form-encoded, others as JSON', () => {
    const context = { baseUrl: '', merchantCode: '', language: 'pt' };
    expect(buildRequest(getAction('removeFavourite'), { nodeId: 7 }, context).url).toBe(
      '/lgw/favourites?nodeId=7',
    );
    const form = buildRequest(
      getAction('forgetPasswordByEmail'),
      { username: 'player01', email: 'a@b.c' },
      context,
    );
    expect([form.headers['Content-Type'], form.body]).toEqual([
      'application/x-www-form-urlencoded',
      'username=player01&email=a%40b.c',
    ]);
    const json = buildRequest(getAction('addFavourite'), { nodeId: 7 }, context);
    expect([json.headers['Content-Type'], json.body, json.headers['X-Merchant-Code']]).toEqual([
      'application/json',
      '{"nodeId":7}',
      undefined,
    ]);
  });

  it("follows the skin's path overrides, a path or a whole URL", () => {
    const context = {
      baseUrl: 'https://gw.example',
      merchantCode: '',
      language: 'pt',
      paths: { login: '/wps/member/v3/login', winners: 'https://other.example/winners' },
    };
    expect(buildRequest(getAction('login'), {}, context).url).toBe(
      'https://gw.example/wps/member/v3/login',
    );
    expect(buildRequest(getAction('winners'), {}, context).url).toBe(
      'https://other.example/winners',
    );
  });
});

describe('the client', () => {
  it("resolves to the envelope's value", async () => {
    const value = await client(async () =>
      envelope({ success: true, message: 'OK', value: { count: 3 } }),
    ).call('unreadCount');
    expect(value).toEqual({ count: 3 });
  });

  it('sends an Idempotency-Key on money moves, the given one or a fresh one', async () => {
    const keys: Array<string | undefined> = [];
    const fake: FakeFetch = async (_input, init) => {
      keys.push((init?.headers as Record<string, string>)['Idempotency-Key']);
      return envelope({ success: true, message: 'OK', value: null });
    };
    await client(fake).call(
      'walletTransfer',
      { from: 'MAIN', to: 'PT', amount: '1' },
      { idempotencyKey: 'key-00000001' },
    );
    await client(fake).call('walletTransfer', { from: 'MAIN', to: 'PT', amount: '1' });
    await client(fake).call('balance');
    expect(keys[0]).toBe('key-00000001');
    expect(keys[1]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[2]).toBeUndefined();
  });

  it('tells business refusals, server failures, missing envelopes, network failures and timeouts apart', async () => {
    const business = await client(async () =>
      envelope(
        { success: false, message: 'Não', value: { captcha: true }, code: 'CAPTCHA_REQUIRED' },
        400,
      ),
    )
      .call('balance')
      .catch((error: unknown) => error);
    expect(business).toMatchObject({
      kind: 'business',
      status: 400,
      code: 'CAPTCHA_REQUIRED',
      message: 'Não',
      value: { captcha: true },
    });
    const server = await client(async () =>
      envelope({ success: false, message: 'boom', value: null, code: 'INTERNAL' }, 500),
    )
      .call('balance')
      .catch((error: unknown) => error);
    expect(server).toMatchObject({ kind: 'http', status: 500 });
    const proxy = await client(
      async () => new Response('<html>Bad gateway</html>', { status: 502 }),
    )
      .call('balance')
      .catch((error: unknown) => error);
    expect(proxy).toMatchObject({ kind: 'http', status: 502, code: 'HTTP_502' });
    const network = await client(async () => {
      throw new TypeError('fetch failed');
    })
      .call('balance')
      .catch((error: unknown) => error);
    expect(network).toMatchObject({ kind: 'network', status: 0, message: 'fetch failed' });
    const slow = await client(
      (_input, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          ),
        ),
    )
      .call('balance')
      .catch((error: unknown) => error);
    expect(slow).toMatchObject({
      kind: 'timeout',
      code: 'TIMEOUT',
      message: 'No answer to balance within 200 ms',
    });
    expect(slow).toBeInstanceOf(ApiError);
  });

  it('reads Retry-After from the header, or from the value when a proxy hides the header', async () => {
    const fromHeader = client(async () =>
      envelope({ success: false, message: 'x', value: null, code: 'SMS_LOCKED' }, 429, {
        'Retry-After': '300',
      }),
    ).call('loginSmsCode', { mobileNum: '1', countryDialingCode: '55' });
    expect((await rejection(fromHeader)).retryAfterSeconds).toBe(300);
    const fromValue = client(async () =>
      envelope(
        { success: false, message: 'x', value: { retryAfterSeconds: 120 }, code: 'SMS_LOCKED' },
        429,
      ),
    ).call('loginSmsCode', { mobileNum: '1', countryDialingCode: '55' });
    expect((await rejection(fromValue)).retryAfterSeconds).toBe(120);
  });

  it("rejects with the caller's own reason when the caller aborts", async () => {
    const controller = new AbortController();
    const call = client(
      (_input, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          ),
        ),
      { timeoutMs: 5000 },
    ).call('balance', undefined, { signal: controller.signal });
    controller.abort(new Error('left the page'));
    await expect(call).rejects.toThrow('left the page');
  });
});

describe('socket events', () => {
  it('reads known events and ignores anything else', () => {
    expect(parseSocketEvent('{"type":"balance","balance":"1.00","currency":"BRL"}')).toEqual({
      type: 'balance',
      balance: '1.00',
      currency: 'BRL',
    });
    expect(parseSocketEvent('{"type":"unknown"}')).toBeNull();
    expect(parseSocketEvent('not json')).toBeNull();
  });

  it('derives the socket URL from the gateway origin', () => {
    expect(socketUrl('https://gw.example/', 'https://site.example')).toBe('wss://gw.example/ws');
    expect(socketUrl('', 'http://127.0.0.1:4173')).toBe('ws://127.0.0.1:4173/ws');
  });
});
