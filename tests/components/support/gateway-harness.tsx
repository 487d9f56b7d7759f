// What a component test needs to talk to a fake gateway through the real client and hooks: a query
// client with the app's policy (retries without waiting), the gateway client made from a skin, and
// a fetch the test controls. `envelope()` and `networkDown()` build the gateway's answers.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi, type Mock } from 'vitest';
import { createGatewayClient, ApiProvider, type GatewayClientOptions } from '../../../src/lib/api';
import { createQueryClient } from '../../../src/lib/query-client';

export const TEST_SKIN = {
  merchantCode: 'MC1001',
  api: { baseUrl: 'https://gateway.test', paths: {}, socketUrl: '', timeoutMs: 200 },
};

export type FakeFetch = Mock<typeof fetch>;

export function envelope(
  status: number,
  body: { success: boolean; message?: string; value?: unknown; code?: string },
): Response {
  return new Response(JSON.stringify({ message: '', value: null, ...body }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export const networkDown = () => Promise.reject(new TypeError('Failed to fetch'));

export interface Harness {
  queryClient: QueryClient;
  fetch: FakeFetch;
  /** The providers around `ui`, for renderHook wrappers. */
  wrap(ui: ReactNode): ReactNode;
  render(ui: ReactNode): ReturnType<typeof render>;
}

export function gatewayHarness(
  options: { token?: string | null; fetch?: FakeFetch } & Partial<
    Pick<GatewayClientOptions, 'onTokenInvalid' | 'onOutage'>
  > = {},
): Harness {
  const queryClient = createQueryClient({ retryDelay: 0 });
  const fetch = options.fetch ?? vi.fn<typeof globalThis.fetch>();
  const token = options.token ?? null;
  const client = createGatewayClient({
    skin: TEST_SKIN,
    getToken: () => token,
    getLanguage: () => 'en',
    fetch,
    onTokenInvalid: options.onTokenInvalid,
    onOutage: options.onOutage,
  });
  const wrap = (ui: ReactNode) => (
    <QueryClientProvider client={queryClient}>
      <ApiProvider client={client} token={token}>
        {ui}
      </ApiProvider>
    </QueryClientProvider>
  );
  return { queryClient, fetch, wrap, render: (ui) => render(wrap(ui)) };
}
