// The protected-action guard others call (spec 000 §6, spec 001 §8) and the agent area (spec 000
// §2, §6; spec 001 §2): a visitor gets the login pop-up and a trial account the real-account
// notice; the agent page refuses a player; the agent centre lists the pages the contract flags
// allow and ticks its GMT clock every second.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ResolvedSkin } from '../../../engine';
import { AgentCentre, AgentLogin } from '../../../src/app/chunks/agent-area';
import { closeModal } from '../../../src/features/modals/use-modal';
import { useRequireRealAccount } from '../../../src/features/session/use-require-real-account';
import { fullSkin, loginValue, node, renderAuth } from './auth-harness';

// Forms typed key by key on a shared machine: more than the default 5 s per test.
vi.setConfig({ testTimeout: 20_000 });

let skin: ResolvedSkin;
beforeAll(async () => {
  skin = await fullSkin();
});
afterEach(() => {
  act(() => closeModal());
  vi.useRealTimers();
});

function Deposit({ onDeposit }: { onDeposit: () => void }) {
  const requireRealAccount = useRequireRealAccount();
  return (
    <button type="button" onClick={() => requireRealAccount(onDeposit)}>
      Deposit
    </button>
  );
}

/** The agent centre opens on its announcements: none here. */
const NO_NOTICES = { list: [] };
describe('useRequireRealAccount', () => {
  it('opens the login pop-up for a visitor', async () => {
    const onDeposit = vi.fn();
    await renderAuth(<Deposit onDeposit={onDeposit} />, { skin });
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeVisible();
    expect(onDeposit).not.toHaveBeenCalled();
  });

  it('shows a trial account the need-a-real-account notice with a confirm button', async () => {
    const onDeposit = vi.fn();
    await renderAuth(<Deposit onDeposit={onDeposit} />, { skin, member: { type: 4 } });
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    const notice = await screen.findByRole('alertdialog', { name: 'Real account needed' });
    await userEvent.click(within(notice).getByRole('button', { name: 'OK' }));
    expect(onDeposit).not.toHaveBeenCalled();
  });

  it('lets a real account go ahead', async () => {
    const onDeposit = vi.fn();
    await renderAuth(<Deposit onDeposit={onDeposit} />, { skin, member: { type: 0 } });
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(onDeposit).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the agent page', () => {
  it('tells a player that non-agents cannot log in, and keeps no session', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(
        new Response(JSON.stringify({ success: true, message: '', value: null }), { status: 200 }),
      );
    const { call, session } = await renderAuth(<AgentLogin />, {
      skin,
      path: '/agent',
      answers: { login: loginValue({ type: 0 }) },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Agent login' })).toBeVisible();
    await userEvent.type(screen.getByLabelText(/^Username/, { selector: 'input' }), 'player01');
    await userEvent.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'Player123');
    await userEvent.click(screen.getByRole('button', { name: /Log in$/ }));
    expect((await screen.findByRole('alert')).textContent).toBe('Non-agents cannot log in');
    expect(session.getState().token).toBeNull();
    expect(call.mock.calls.find(([name]) => name === 'login')?.[1]).toMatchObject({
      portal: 'agent',
    });
    // The session a lenient gateway issued is given back (logout with that token), never stored.
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toContain('/wps/member/logout');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer new-token');
    fetch.mockRestore();
  });

  it('sends an agent on to /agentHome', async () => {
    const { router, session } = await renderAuth(<AgentLogin />, {
      skin,
      path: '/agent',
      answers: { login: loginValue({ type: 1, isAgent: true }) },
    });
    await userEvent.type(screen.getByLabelText(/^Username/, { selector: 'input' }), 'agent01');
    await userEvent.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'Agent123');
    await userEvent.click(screen.getByRole('button', { name: /Log in$/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/agentHome'));
    expect(session.getState().isAgent).toBe(true);
  });
});

describe('the agent centre', () => {
  const flags = {
    dailysalreqtype: true,
    divtypereq: false,
    contracthoursalreq: false,
    realtimesalreqtype: false,
    enableContract: false,
    enableSalary: false,
    pendingRequests: 0,
  };

  it('lists the skin’s agent pages, the contract ones only for enabled types and running modules', async () => {
    await renderAuth(<AgentCentre />, {
      skin,
      member: { type: 1 },
      path: '/agentHome',
      tree: [node('DAILYSALARY3', true)],
      answers: { consolidatedContract: flags, agentAnnouncements: NO_NOTICES },
    });
    const nav = await screen.findByRole('navigation', { name: 'Agent navigation' });
    await within(nav).findByRole('link', { name: 'Daily salary' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toContain('Overview');
    expect(links).not.toContain('Bonus');
    expect(links).not.toContain('Hourly salary');
    expect(links).not.toContain('Real-time salary');
  });

  it('shows the nickname and a clock with its GMT offset that ticks every second', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(Date.UTC(2025, 0, 31, 12, 0, 0));
    const { session } = await renderAuth(<AgentCentre />, {
      skin,
      member: { type: 1, account: 'agent01' },
      path: '/agentHome',
      answers: { agentAnnouncements: NO_NOTICES },
    });
    act(() =>
      session
        .getState()
        .signIn('member-token', { account: 'agent01', nickname: 'Agent 01', type: 1 }),
    );
    expect(screen.getByText(/^Hello,/)).toHaveTextContent('Hello, Agent 01');
    const clock = screen.getByText(/^GMT[+-]\d\d:\d\d \d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    const before = clock.textContent;
    await act(async () => vi.advanceTimersByTime(1000));
    expect(clock.textContent).not.toBe(before);
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeEnabled();
  });
});
