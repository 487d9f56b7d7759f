// The reference gateway's dev routes, for specs that must finish a flow without a phone: read the
// SMS codes and captcha answers it issued (`/__dev/outbox`) and flip its switches (maintenance,
// region, modules, faults, clock). The preview serves them on the page's own origin because the e2e
// webServers run `skinforge preview --dev`. Every call is made for the skin's merchant.
import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';
import type { OutboxEntry } from '../../../gateway/dev/dev-state';

export type { OutboxEntry };

export interface OutboxFilter {
  kind?: OutboxEntry['kind'];
  /** Part of the phone (`55:11999990000`), captcha key or e-mail address. */
  to?: string;
}

export interface DevGateway {
  /** GET a /__dev route (`maintenance`, `faults`…) and return the `value` of its answer. */
  get<T = unknown>(path: string, query?: Record<string, string>): Promise<T>;
  /** POST JSON to a /__dev route and return the `value` of its answer. */
  post<T = unknown>(path: string, body?: Record<string, unknown>): Promise<T>;
  /** What the gateway "sent" for this merchant, newest first. */
  outbox(filter?: OutboxFilter): Promise<OutboxEntry[]>;
  /**
   * The newest code sent to `filter.to` (an SMS code, a captcha answer); fails when there is none.
   */
  latestCode(filter: OutboxFilter): Promise<string>;
  clearOutbox(): Promise<void>;
}

export function createDevGateway(request: APIRequestContext, merchantCode: string): DevGateway {
  const url = (path: string) => `/__dev/${path.replace(/^\/+/, '')}`;
  const headers = { 'X-Merchant-Code': merchantCode };
  const valueOf = async <T>(response: APIResponse): Promise<T> => {
    expect(
      response.ok(),
      `${response.url()} answered HTTP ${response.status()}: ${await response.text()}`,
    ).toBe(true);
    return ((await response.json()) as { value: T }).value;
  };
  const outbox = async (filter: OutboxFilter = {}) =>
    (
      await valueOf<{ list: OutboxEntry[] }>(
        await request.get(url('outbox'), { headers, params: { merchantCode, ...filter } }),
      )
    ).list;
  return {
    get: async (path, query) => valueOf(await request.get(url(path), { headers, params: query })),
    post: async (path, body) =>
      valueOf(await request.post(url(path), { headers, data: { merchantCode, ...body } })),
    outbox,
    // The page's request for a code may still be on its way when a spec asks: the outbox is read
    // until the message is there.
    latestCode: async (filter) => {
      let newest: OutboxEntry | undefined;
      await expect
        .poll(
          async () => {
            [newest] = await outbox(filter);
            return newest;
          },
          {
            message: `the gateway sent nothing to ${filter.to ?? 'anyone'}${filter.kind ? ` (${filter.kind})` : ''}`,
          },
        )
        .toBeDefined();
      return newest!.code;
    },
    clearOutbox: async () => {
      await valueOf(await request.delete(url('outbox'), { headers }));
    },
  };
}
