// The phone's tab bar in the browser: the skin's entries in its order, none that leads to a
// feature the skin has off, the page on screen marked current, a protected action's entry gated
// like the header's (spec 000 §6), and nothing at all on a wide screen.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ResolvedSkin } from '../../../engine';
import { useModalStore } from '../../../src/features/modals/modal-store';
import { TabBar } from '../../../src/features/shell/tab-bar';
import { minimalSkin, resolvedSkin } from '../../engine/memory-skins';
import { answerMediaQueries, restoreMediaQueries } from '../support/media-queries';
import { memberInfo, renderShell } from './shell-harness';

let skin: ResolvedSkin;
let noMemberCentre: ResolvedSkin;

beforeAll(async () => {
  skin = await resolvedSkin({
    ...minimalSkin('tab-test', 'MC1001'),
    menus: { tabBar: ['home', 'deposit', 'favorite', 'messages', 'account'] },
  });
  noMemberCentre = await resolvedSkin({
    ...minimalSkin('tab-off', 'MC1002'),
    menus: { tabBar: ['home', 'search', 'deposit', 'account'] },
    features: { memberCentre: false },
  });
});

/** A screen `width` px wide, as far as the page's media queries can tell. */
const screenOf = (width: number) =>
  answerMediaQueries((query) => /min-width: 64rem/.test(query) && width >= 1024);

const bar = () => screen.getByRole('navigation', { name: 'Main sections' });

afterEach(() => {
  restoreMediaQueries();
  act(() => useModalStore.getState().close());
});

describe('the phone tab bar', () => {
  it('shows the skin’s entries in its order, the page on screen marked current', () => {
    screenOf(360);
    renderShell(<TabBar />, { skin, path: '/member?page=messageV2', member: memberInfo() });
    const links = within(bar()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Deposit', '/member?page=depositv2'],
      ['Favourites', '/favorite'],
      ['Messages', '/member?page=messageV2'],
      ['Account', '/member?page=securityCenter'],
    ]);
    expect(within(bar()).getByRole('link', { current: 'page' })).toHaveTextContent('Messages');
  });

  it('leaves out the entries of a member centre the skin does not have', () => {
    screenOf(360);
    renderShell(<TabBar />, { skin: noMemberCentre });
    expect(
      within(bar())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Search']);
  });

  it('asks a visitor to log in before the deposit, and lets the entries that move no money through', () => {
    screenOf(360);
    renderShell(<TabBar />, { skin });
    fireEvent.click(within(bar()).getByRole('link', { name: 'Deposit' }));
    expect(useModalStore.getState().current?.name).toBe('login');
    act(() => useModalStore.getState().close());
    fireEvent.click(within(bar()).getByRole('link', { name: 'Favourites' }));
    expect(useModalStore.getState().current).toBeNull();
  });

  it('gives a trial account the real-account notice instead of the deposit page', () => {
    screenOf(360);
    const { router } = renderShell(<TabBar />, {
      skin,
      member: memberInfo({ type: 4, isTrial: true }),
    });
    fireEvent.click(within(bar()).getByRole('link', { name: 'Deposit' }));
    expect(useModalStore.getState().current?.name).toBe('trialNotice');
    expect(router.state.location.pathname).toBe('/');
  });

  it('is not there on a wide screen', () => {
    screenOf(1366);
    renderShell(<TabBar />, { skin });
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
