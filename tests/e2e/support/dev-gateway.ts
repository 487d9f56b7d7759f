// The reference gateway's dev routes, for specs that must finish a flow without a phone: read the SMS
// codes and captcha answers it issued (`/__dev/outbox`) and flip its switches. The preview serves them
// on the page's own origin because the e2e webServers run `skinforge preview --dev`.
import { expect, type APIRequestContext } from '@playwright/test';

export interface DevGateway {
  /** GET a /__dev route (path relative to /__dev/) and return its JSON. */
  get<T = unknown>(path: string): Promise<T>;
  /** POST JSON to a /__dev route and return its JSON. */
  post<T = unknown>(path: string, body?: unknown): Promise<T>;
  /** Everything the gateway "sent": SMS codes and captcha answers, newest last. */
  outbox<T = unknown>(): Promise<T>;
}

export function createDevGateway(request: APIRequestContext): DevGateway {
  const url = (path: string) => `/__dev/${path.replace(/^\/+/, '')}`;
  const json = async <T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> => {
    expect(response.ok(), `${response.url()} answered HTTP ${response.status()}`).toBe(true);
    return (await response.json()) as T;
  };
  return {
    get: async (path) => json(await request.get(url(path))),
    post: async (path, body) => json(await request.post(url(path), { data: body ?? {} })),
    outbox: async () => json(await request.get(url('outbox'))),
  };
}
