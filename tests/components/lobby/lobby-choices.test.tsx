// A lobby choice is drawn once, with its games (src/features/lobby/use-navigate-when-ready.ts): a
// gateway that answers in time never shows a busy grid in between; a late page is shown loading
// once the wait is over; of two quick choices the latest wins. Through the real lobby, hooks and
// gateway client, over a fake fetch. The wait's timing itself: use-navigate-when-ready.test.tsx.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiGame, ResolvedSkin } from '../../../engine';
import { CategoryLobby } from '../../../src/features/lobby/category-lobby';
import { GameActionsProvider, type GameActions } from '../../../src/features/lobby/game-actions';
import { CHOICE_WAIT_MS } from '../../../src/features/lobby/use-navigate-when-ready';
import { minimalSkin, resolvedSkin } from '../../engine/memory-skins';
import { lane, renderShell } from '../shell/shell-harness';
import { apiGame } from '../support/api-game';
import { envelope } from '../support/gateway-harness';

let skin: ResolvedSkin;
beforeAll(async () => {
  skin = await resolvedSkin({
    ...minimalSkin('choices-test', 'MC1001'),
    categories: ['RNG'],
    home: { sections: ['HOT', 'RNG'] },
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

const game = (nodeId: number, name: string) => apiGame(nodeId, name, { vassalage: 'RNG1' });

const actions: GameActions = {
  play: () => undefined,
  launchVendor: () => undefined,
  pending: null,
  favourites: new Set(),
  toggleFavourite: () => undefined,
};

/** A page of games as the gateway's `gamesList` value. */
const listOf = (...games: ApiGame[]) => ({
  games,
  pageNo: 1,
  pageSize: 15,
  total: games.length,
  totalPages: 1,
});
const page = (...games: ApiGame[]) => envelope(200, { success: true, value: listOf(...games) });

interface Pending {
  resolve(response: Response): void;
}

/**
 * The slots lobby with its first page shown. A vendor's `gamesList` is answered at once with
 * `ready` games, else it waits until the test answers it (`answer(vendor, …)`).
 */
async function slotsLobby(ready: Record<string, ApiGame[]> = {}) {
  const pending = new Map<string, Pending>();
  const view = renderShell(
    <GameActionsProvider value={actions}>
      <CategoryLobby gameType="RNG" label="Slots" />
    </GameActionsProvider>,
    {
      skin,
      lanes: [lane('RNG', 2)],
      answers: { '/lgw/games': listOf(game(1, 'Fortune Tiger'), game(2, 'Samba Gold')) },
      path: '/rng',
    },
  );
  const defaultAnswer = view.fetch.getMockImplementation()!;
  view.fetch.mockImplementation(async (input, init) => {
    const vendor = new URL(String(input), 'https://site.test').searchParams.get('vassalage');
    if (!vendor) return defaultAnswer(input, init);
    if (ready[vendor]) return page(...ready[vendor]);
    return new Promise<Response>((resolve) => pending.set(vendor, { resolve }));
  });
  const grid = await screen.findByRole('list', { name: 'Slots' });
  await within(grid).findByText('Fortune Tiger');
  // Every value the grid's busy flag takes from here on.
  const busy: string[] = [];
  new MutationObserver(() => busy.push(grid.getAttribute('aria-busy') ?? '')).observe(grid, {
    attributes: true,
    attributeFilter: ['aria-busy'],
  });
  const answer = async (vendor: string, ...games: ApiGame[]) => {
    await waitFor(() => expect(pending.has(vendor)).toBe(true));
    await act(async () => pending.get(vendor)!.resolve(page(...games)));
  };
  const choose = (vendor: string) =>
    userEvent.selectOptions(screen.getByRole('combobox', { name: 'Provider' }), vendor);
  return { ...view, grid, busy, answer, choose };
}

describe('a lobby choice', () => {
  it('whose games come in time is drawn once, with them, never as a busy grid', async () => {
    // "In time" is held still: the choice's wait never ends here, so a loaded machine, where the
    // fake gateway's answer may take longer than CHOICE_WAIT_MS of real time to reach the lobby,
    // cannot turn this case into the late one below.
    const realSetTimeout = globalThis.setTimeout;
    vi.spyOn(globalThis, 'setTimeout').mockImplementation(((
      run: () => void,
      ms?: number,
      ...rest: unknown[]
    ) =>
      ms === CHOICE_WAIT_MS
        ? realSetTimeout(() => undefined, 0)
        : realSetTimeout(run, ms, ...rest)) as typeof setTimeout);
    const lobby = await slotsLobby({ RNG1: [game(3, 'Dragon Gold')] });
    await lobby.choose('RNG1');
    await within(lobby.grid).findByText('Dragon Gold');
    expect(lobby.router.state.location.search).toBe('?vassalage=RNG1');
    expect(lobby.grid.getAttribute('aria-busy')).toBe('false');
    expect(lobby.busy).not.toContain('true');
  });

  it(`whose games have not come within ${CHOICE_WAIT_MS} ms is shown loading, then with them`, async () => {
    const lobby = await slotsLobby();
    await lobby.choose('RNG2');
    await waitFor(() => expect(lobby.grid.getAttribute('aria-busy')).toBe('true'));
    expect(lobby.router.state.location.search).toBe('?vassalage=RNG2');
    // The shown page stays, dimmed, while the late one loads.
    expect(within(lobby.grid).getByText('Fortune Tiger')).toBeDefined();

    await lobby.answer('RNG2', game(4, 'Jade Moon'));
    await within(lobby.grid).findByText('Jade Moon');
    expect(lobby.grid.getAttribute('aria-busy')).toBe('false');
  });

  it('made after another wins, whichever answer comes last', async () => {
    const lobby = await slotsLobby({ RNG2: [game(4, 'Jade Moon')] });
    await lobby.choose('RNG1');
    await lobby.choose('RNG2');
    await within(lobby.grid).findByText('Jade Moon');

    await lobby.answer('RNG1', game(3, 'Dragon Gold'));
    // Past the first choice's wait too: nothing moves the lobby back to it.
    await act(() => new Promise((resolve) => setTimeout(resolve, CHOICE_WAIT_MS + 20)));
    expect(lobby.router.state.location.search).toBe('?vassalage=RNG2');
    expect(within(lobby.grid).queryByText('Dragon Gold')).toBeNull();
  });
});
