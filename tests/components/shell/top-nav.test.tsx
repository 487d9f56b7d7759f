// The top navigation (spec 000 §2, spec 001 §2 Layout): Home, the skin's categories that have a
// vendor, Promotions; the vendor panel on hover (none for Home and Promotions, enlarged past 10); a
// single vendor launched directly except in PVP, FISH and RNG.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ResolvedSkin } from '../../../engine';
import { TopNav } from '../../../src/features/shell/top-nav';
import { minimalSkin, resolvedSkin } from '../../engine/memory-skins';
import { lane, renderShell } from './shell-harness';

let skin: ResolvedSkin;

beforeAll(async () => {
  skin = await resolvedSkin({
    ...minimalSkin('nav-test', 'MC1001'),
    categories: ['RNG', 'LIVE', 'FISH', 'SPORTS', 'ESPORTS'],
    home: { sections: ['HOT', 'RNG'] },
  });
});

const lanes = [lane('SPORTS', 1), lane('RNG', 11), lane('LIVE', 3), lane('FISH', 1)];

const nav = () => screen.getByRole('navigation', { name: 'Game categories' });
const entry = (name: string) => screen.getByRole('link', { name });

describe('the top navigation', () => {
  it('lists Home, the skin’s categories that have vendors in the skin’s order, and Promotions', () => {
    renderShell(<TopNav />, { skin, lanes });
    expect(Array.from(nav().querySelectorAll('a'), (link) => link.textContent)).toEqual([
      'Home',
      'Slots',
      'Live casino',
      'Fishing',
      'Sports',
      'Promotions',
    ]);
  });

  it('shows a category’s vendors on hover, and none for Home or Promotions', async () => {
    renderShell(<TopNav />, { skin, lanes });
    await waitFor(() => expect(screen.queryByText('Loading…')).toBeNull());
    await userEvent.hover(entry('Live casino'));
    const panel = await screen.findByRole('list', { name: 'Live casino providers' });
    expect(
      Array.from(panel.querySelectorAll('a'), (link) => [
        link.textContent,
        link.getAttribute('href'),
      ]),
    ).toEqual([
      ['LIVE vendor 1', '/live?vassalage=LIVE1'],
      ['LIVE vendor 2', '/live?vassalage=LIVE2'],
      ['LIVE vendor 3', '/live?vassalage=LIVE3'],
    ]);
    expect(panel.closest('[data-enlarged]')).toBeNull();

    await userEvent.hover(entry('Home'));
    expect(screen.queryByRole('list', { name: /providers/ })).toBeNull();
    await userEvent.hover(entry('Promotions'));
    expect(screen.queryByRole('list', { name: /providers/ })).toBeNull();
  });

  it('enlarges the panel past 10 vendors', async () => {
    renderShell(<TopNav />, { skin, lanes });
    await userEvent.hover(entry('Slots'));
    const panel = await screen.findByRole('list', { name: 'Slots providers' });
    expect(panel.querySelectorAll('a')).toHaveLength(11);
    expect(panel.closest('[data-enlarged]')).not.toBeNull();
  });

  it('opens the panel with ArrowDown and closes it with Escape, for keyboard players', async () => {
    renderShell(<TopNav />, { skin, lanes });
    await screen.findByRole('link', { name: 'Live casino' });
    entry('Live casino').focus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('LIVE vendor 1'));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('list', { name: 'Live casino providers' })).toBeNull();
    expect(document.activeElement).toBe(entry('Live casino'));
  });

  it('launches a category’s only vendor directly', async () => {
    const onLaunchVendor = vi.fn();
    const { router } = renderShell(<TopNav onLaunchVendor={onLaunchVendor} />, { skin, lanes });
    await userEvent.hover(entry('Sports'));
    await screen.findByRole('list', { name: 'Sports providers' });
    fireEvent.click(entry('Sports'));
    expect(onLaunchVendor).toHaveBeenCalledWith({
      category: 'SPORTS',
      vassalage: 'SPORTS1',
      name: 'SPORTS vendor 1',
    });
    expect(router.state.location.pathname).toBe('/');
  });

  it('opens the page instead for FISH, whose vendor is a lobby of games', async () => {
    const onLaunchVendor = vi.fn();
    const { router } = renderShell(<TopNav onLaunchVendor={onLaunchVendor} />, { skin, lanes });
    await userEvent.hover(entry('Fishing'));
    await screen.findByRole('list', { name: 'Fishing providers' });
    fireEvent.click(entry('Fishing'));
    expect(onLaunchVendor).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/fish');
  });
});
