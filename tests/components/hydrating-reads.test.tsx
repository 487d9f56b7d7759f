// A gateway read while its component draws the build's first view (src/lib/api/use-gateway-query.ts):
// React hydrates a Suspense boundary's content after the frame around it has mounted and asked the
// gateway, so the answer may already be in the page's cache; the read must still draw what the
// first view drew (no answer yet) until boot decides, and the answer then.
import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GAME_VENDORS_PAYLOAD } from '../../engine';
import { gatewayQueryKey, useGatewayQuery } from '../../src/lib/api';
import { FirstViewProvider } from '../../src/lib/browser/use-first-view';
import { gatewayHarness } from './support/gateway-harness';

function VendorCount() {
  const vendors = useGatewayQuery('gameVendors', GAME_VENDORS_PAYLOAD);
  return <p>{vendors.isPending ? 'loading' : `${vendors.data!.data.lanes.length} lanes`}</p>;
}

const silent = () => new Promise<Response>(() => undefined);

afterEach(() => {
  document.body.innerHTML = '';
});

describe('a gateway read in a part of the first view', () => {
  it('draws as unanswered while the first view hydrates, though its answer is in the cache, then the answer', async () => {
    const firstView = (value: boolean, ui: ReactNode) => (
      <FirstViewProvider value={value}>{ui}</FirstViewProvider>
    );
    const build = gatewayHarness({ fetch: vi.fn(silent) });
    const html = renderToString(build.wrap(firstView(true, <VendorCount />)));
    expect(html).toContain('loading');

    const page = gatewayHarness({ fetch: vi.fn(silent) });
    page.queryClient.setQueryData(gatewayQueryKey('gameVendors', GAME_VENDORS_PAYLOAD), {
      data: { lanes: [{ title: 'RNG', cards: [], gameClassify: [] }] },
    });
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const reported: unknown[] = [];
    const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => {
      reported.push(args);
    });
    try {
      const root = await act(async () =>
        hydrateRoot(container, page.wrap(firstView(true, <VendorCount />)), {
          onRecoverableError: (error) => reported.push(error),
        }),
      );
      expect(reported).toEqual([]);
      expect(container.textContent).toBe('loading');
      // Boot decides: the first view is over.
      await act(async () => root.render(page.wrap(firstView(false, <VendorCount />))));
    } finally {
      consoleError.mockRestore();
    }
    expect(container.textContent).toBe('1 lanes');
  });
});
