// The gateway hooks' policy (spec 000 §8): reads retry on a dropped network only, at most
// twice; never on a refusal, a server failure or a timeout; mutations never retry; every call has a
// timeout; actions that need a token wait for one; a dead token and an outage are reported.
import { QueryClientProvider } from '@tanstack/react-query';
import { act, screen, waitFor, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiProvider,
  createGatewayClient,
  useApiErrorMessage,
  useGatewayMutation,
  useGatewayQuery,
  useGatewayQueryKey,
} from '../../src/lib/api';
import { createQueryClient } from '../../src/lib/query-client';
import { envelope, gatewayHarness, networkDown, TEST_SKIN } from './support/gateway-harness';

function Winners() {
  const winners = useGatewayQuery('winners', { gameCategory: 'ALL', limitNum: 20 });
  const message = useApiErrorMessage();
  if (winners.isError) return <p role="alert">{message(winners.error)}</p>;
  if (winners.isPending) return <p>loading</p>;
  return <p>{winners.data.list.length} winners</p>;
}

function Balance() {
  const balance = useGatewayQuery('balance');
  return (
    <p>{balance.fetchStatus === 'idle' && balance.isPending ? 'waiting for a login' : 'asked'}</p>
  );
}

function Feedback() {
  const feedback = useGatewayMutation('feedback');
  const message = useApiErrorMessage();
  return (
    <>
      <button
        type="button"
        disabled={feedback.isPending}
        onClick={() => feedback.mutate({ content: 'Great site' } as never)}
      >
        Send
      </button>
      {feedback.isError && <p role="alert">{message(feedback.error)}</p>}
    </>
  );
}

afterEach(() => {
  vi.useRealTimers();
});

const oneWinner = () =>
  envelope(200, {
    success: true,
    value: { list: [{ gameName: 'Tiger', customerName: 'a***', winAmount: 10, iconUrl: '' }] },
  });

describe('gateway reads', () => {
  it('try twice more when the network drops, then succeed', async () => {
    const harness = gatewayHarness();
    harness.fetch
      .mockImplementationOnce(networkDown)
      .mockImplementationOnce(networkDown)
      .mockResolvedValueOnce(oneWinner());
    harness.render(<Winners />);
    expect(await screen.findByText(/winners$/)).toHaveTextContent('1 winners');
    expect(harness.fetch).toHaveBeenCalledTimes(3);
  });

  it('give up after two retries with the network message', async () => {
    const harness = gatewayHarness();
    harness.fetch.mockImplementation(networkDown);
    harness.render(<Winners />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Network link is abnormal, please try again',
    );
    expect(harness.fetch).toHaveBeenCalledTimes(3);
  });

  it('do not retry a refusal (4xx)', async () => {
    const harness = gatewayHarness();
    harness.fetch.mockResolvedValue(
      envelope(403, { success: false, code: 'FEATURE_DISABLED', message: 'off' }),
    );
    harness.render(<Winners />);
    expect((await screen.findByRole('alert')).textContent).toBe('This feature is not available');
    expect(harness.fetch).toHaveBeenCalledTimes(1);
  });

  it('do not retry a server failure (500) and say Unknown error', async () => {
    const harness = gatewayHarness();
    harness.fetch.mockResolvedValue(
      envelope(500, { success: false, code: 'INTERNAL', message: 'Injected fault' }),
    );
    harness.render(<Winners />);
    expect((await screen.findByRole('alert')).textContent).toBe('Unknown error');
    expect(harness.fetch).toHaveBeenCalledTimes(1);
  });

  it('time out after the skin’s timeout, without retrying', async () => {
    vi.useFakeTimers();
    const harness = gatewayHarness();
    harness.fetch.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          ),
        ),
    );
    harness.render(<Winners />);
    await act(() => vi.advanceTimersByTimeAsync(TEST_SKIN.api.timeoutMs - 1));
    const signal = () => harness.fetch.mock.calls[0]![1]!.signal!;
    expect(signal().aborted).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(signal().aborted).toBe(true);
    // The error reaches the page through a few promises and the query client's own zero-delay
    // timer: vi.waitFor moves the fake clock on while it checks.
    await act(() =>
      vi.waitFor(() =>
        expect(screen.getByRole('alert')).toHaveTextContent(
          'The page took longer time to load, please check your network connectivity',
        ),
      ),
    );
    expect(harness.fetch).toHaveBeenCalledTimes(1);
  });

  it('that need a token wait while nobody is logged in instead of asking', async () => {
    vi.useFakeTimers();
    const harness = gatewayHarness({ token: null });
    const { container } = harness.render(<Balance />);
    // Whatever the query client schedules (batched notifications, a retry) runs in this minute.
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(container).toHaveTextContent('waiting for a login');
    expect(harness.fetch).not.toHaveBeenCalled();
  });

  it('carry the token, the merchant and the language', async () => {
    const harness = gatewayHarness({ token: 'secret-token' });
    harness.fetch.mockResolvedValue(
      envelope(200, { success: true, value: { balance: '1.00', currency: 'BRL' } }),
    );
    harness.render(<Balance />);
    await waitFor(() => expect(harness.fetch).toHaveBeenCalled());
    const [url, init] = harness.fetch.mock.calls[0]!;
    expect(String(url)).toBe('https://gateway.test/wps/wallet/balance');
    expect(init?.headers).toMatchObject({
      Authorization: 'Bearer secret-token',
      'X-Merchant-Code': 'MC1001',
      'X-Language': 'en',
    });
  });
});

describe('reads that depend on the session', () => {
  function Notices() {
    const notices = useGatewayQuery('announcements', { types: ['B'], platform: 'W' } as never);
    const key = useGatewayQueryKey('announcements', { types: ['B'], platform: 'W' } as never);
    return <p>{`${key.at(-1)} ${notices.isSuccess ? 'loaded' : 'loading'}`}</p>;
  }

  it('are keyed by member or visitor, so a login fetches them again with the token', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () =>
      envelope(200, {
        success: true,
        value: { banners: [], notices: [], popup: [], promotion: null },
      }),
    );
    let token: string | null = null;
    const client = createGatewayClient({
      skin: TEST_SKIN,
      getToken: () => token,
      getLanguage: () => 'en',
      fetch,
    });
    const queryClient = createQueryClient({ retryDelay: 0 });
    const tree = () => (
      <QueryClientProvider client={queryClient}>
        <ApiProvider client={client} token={token}>
          <Notices />
        </ApiProvider>
      </QueryClientProvider>
    );
    const { rerender } = render(tree());
    expect(await screen.findByText(/loaded$/)).toHaveTextContent('visitor loaded');
    token = 'fresh-token';
    rerender(tree());
    expect(await screen.findByText('member loaded')).toBeVisible();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect((fetch.mock.calls[1]![1]?.headers as Record<string, string>).Authorization).toBe(
      'Bearer fresh-token',
    );
  });
});

describe('gateway writes', () => {
  it('are never retried, even when the network drops', async () => {
    const harness = gatewayHarness({ token: 'secret-token' });
    harness.fetch.mockImplementation(networkDown);
    harness.render(<Feedback />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Network link is abnormal, please try again',
    );
    expect(harness.fetch).toHaveBeenCalledTimes(1);
  });
});

describe('the gateway client', () => {
  it('reports a refused token, naming the token that was refused', async () => {
    const onTokenInvalid = vi.fn();
    const harness = gatewayHarness({ token: 'dead-token', onTokenInvalid });
    harness.fetch.mockResolvedValue(
      envelope(401, { success: false, code: 'TOKEN_INVALID', message: 'expired' }),
    );
    harness.render(<Balance />);
    await waitFor(() => expect(onTokenInvalid).toHaveBeenCalledWith('dead-token'));
  });

  it('reports an outage, so the site checks its status again', async () => {
    const onOutage = vi.fn();
    const harness = gatewayHarness({ onOutage });
    harness.fetch.mockResolvedValue(
      envelope(503, { success: false, code: 'MAINTENANCE', message: 'maintenance' }),
    );
    harness.render(<Winners />);
    await waitFor(() => expect(onOutage).toHaveBeenCalledTimes(1));
  });
});
