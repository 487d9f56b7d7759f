// The header balance (spec 000 §2): 2 decimals with the currency symbol, hidden as asterisks (and
// kept hidden across reloads), refreshed on demand.
import { screen, waitFor, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ResolvedSkin } from '../../../engine';
import { BalanceToggle } from '../../../src/features/shell/components/balance-toggle';
import { HeaderBalance } from '../../../src/features/shell/header-balance';
import { useShellPreferences } from '../../../src/features/shell/shell-preferences';
import { minimalSkin, resolvedSkin } from '../../engine/memory-skins';
import { memberInfo, renderShell } from './shell-harness';

let skin: ResolvedSkin;

beforeAll(async () => {
  skin = await resolvedSkin(minimalSkin('balance-test', 'MC1001'));
});

beforeEach(() => {
  useShellPreferences.setState({ balanceHidden: false });
});

const labels = {
  label: 'Balance',
  hideLabel: 'Hide balance',
  showLabel: 'Show balance',
  refreshLabel: 'Refresh balance',
};

describe('the balance toggle', () => {
  it('names its buttons by what they do and says whether the balance is hidden', async () => {
    const onToggleHidden = vi.fn();
    const onRefresh = vi.fn();
    const { rerender } = render(
      <BalanceToggle
        {...labels}
        text="R$ 10.00"
        hidden={false}
        refreshing={false}
        onToggleHidden={onToggleHidden}
        onRefresh={onRefresh}
      />,
    );
    expect(screen.getByRole('group', { name: 'Balance' }).textContent).toContain('R$ 10.00');
    await userEvent.click(screen.getByRole('button', { name: 'Hide balance' }));
    await userEvent.click(screen.getByRole('button', { name: 'Refresh balance' }));
    expect([onToggleHidden.mock.calls.length, onRefresh.mock.calls.length]).toEqual([1, 1]);

    rerender(
      <BalanceToggle
        {...labels}
        text="R$ ******"
        hidden
        refreshing
        onToggleHidden={onToggleHidden}
        onRefresh={onRefresh}
      />,
    );
    expect(screen.getByRole('button', { name: 'Show balance' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(
      (screen.getByRole('button', { name: 'Refresh balance' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });
});

describe('the header balance', () => {
  const balanceAnswer = {
    '/wps/wallet/balance': { balance: '1500.50', currency: 'BRL', currencySymbol: 'R$' },
  };

  it('shows the gateway’s balance with two decimals and the currency symbol', async () => {
    renderShell(<HeaderBalance />, { skin, member: memberInfo(), answers: balanceAnswer });
    await waitFor(() =>
      expect(screen.getByRole('group', { name: 'Balance' }).textContent).toContain('R$ 1,500.50'),
    );
  });

  it('hides it as asterisks, and keeps it hidden for the next visit', async () => {
    renderShell(<HeaderBalance />, { skin, member: memberInfo(), answers: balanceAnswer });
    await screen.findByText('R$ 1,500.50');
    await userEvent.click(screen.getByRole('button', { name: 'Hide balance' }));
    expect(screen.getByRole('group', { name: 'Balance' }).textContent).toContain('R$ ******');
    expect(screen.queryByText(/1,500/)).toBeNull();
    expect(localStorage.getItem('balanceHidden')).toBe('1');
    await userEvent.click(screen.getByRole('button', { name: 'Show balance' }));
    expect(localStorage.getItem('balanceHidden')).toBe('0');
  });

  it('asks the gateway again on refresh', async () => {
    const { fetch } = renderShell(<HeaderBalance />, {
      skin,
      member: memberInfo(),
      answers: balanceAnswer,
    });
    await screen.findByText('R$ 1,500.50');
    const calls = () =>
      fetch.mock.calls.filter(([url]) => String(url).includes('/wps/wallet/balance')).length;
    expect(calls()).toBe(1);
    await userEvent.click(screen.getByRole('button', { name: 'Refresh balance' }));
    await waitFor(() => expect(calls()).toBe(2));
  });
});
