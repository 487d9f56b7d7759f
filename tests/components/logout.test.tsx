// Logout (spec 000 §4): confirm (cancel or confirm), the logout call, the session cleared but for
// the merchant code even when the call fails, the route replaced with /.
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MODALS } from '../../src/app/modal-registry';
import { ModalHost } from '../../src/features/modals/modal-host';
import { closeModal } from '../../src/features/modals/use-modal';
import { SessionProvider } from '../../src/features/session/session-context';
import { createSessionStore } from '../../src/features/session/session-store';
import { useLogout } from '../../src/features/session/use-logout';
import { ApiProvider, createGatewayClient } from '../../src/lib/api';
import { createQueryClient } from '../../src/lib/query-client';
import { envelope, networkDown, TEST_SKIN } from './support/gateway-harness';

afterEach(() => act(() => closeModal()));

function SignOut() {
  const logout = useLogout();
  return (
    <button type="button" onClick={() => void logout({ confirmFirst: true })}>
      Sign out
    </button>
  );
}

function setUp(answer: () => Promise<Response>) {
  const fetch = vi.fn<typeof globalThis.fetch>(answer);
  const session = createSessionStore({
    session: sessionStorage,
    local: localStorage,
    merchantCode: 'MC1001',
    merchant: 'default',
  });
  session.getState().signIn('live-token', { account: 'player01', type: 0 });
  const client = createGatewayClient({
    skin: TEST_SKIN,
    getToken: () => session.getState().token,
    getLanguage: () => 'en',
    fetch,
  });
  const router = createMemoryRouter(
    [
      { path: '/member', element: <SignOut /> },
      { path: '/', element: <p>Home</p> },
    ],
    { initialEntries: ['/member'] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <SessionProvider store={session}>
        <ApiProvider client={client} token="live-token">
          <RouterProvider router={router} />
          <ModalHost registry={MODALS} />
        </ApiProvider>
      </SessionProvider>
    </QueryClientProvider>,
  );
  return { fetch, session, router };
}

describe('logout', () => {
  it('asks first, and a cancel changes nothing', async () => {
    const { fetch, session } = setUp(async () => envelope(200, { success: true, value: null }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out' });
    expect(dialog.textContent).toContain('Are you sure you want to sign out?');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(fetch).not.toHaveBeenCalled();
    expect(session.getState().token).toBe('live-token');
  });

  it('calls logout, keeps only the merchant code and replaces the route with /', async () => {
    const { fetch, session, router } = setUp(async () =>
      envelope(200, { success: true, value: null }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await screen.findByRole('alertdialog');
    // The dialog's confirm button says "Sign out" too; it is the last one.
    await userEvent.click(screen.getAllByRole('button', { name: 'Sign out' }).at(-1)!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(String(fetch.mock.calls[0]![0])).toBe('https://gateway.test/wps/member/logout');
    expect(session.getState()).toMatchObject({ token: null, isAgent: false });
    expect(Object.keys(sessionStorage).sort()).toEqual(['merchant', 'merchantCode']);
  });

  it('signs out even when the logout call fails', async () => {
    const { session, router } = setUp(networkDown);
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await screen.findByRole('alertdialog');
    await userEvent.click(screen.getAllByRole('button', { name: 'Sign out' }).at(-1)!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(session.getState().token).toBeNull();
  });
});
