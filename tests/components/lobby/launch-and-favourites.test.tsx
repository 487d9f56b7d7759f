// Launching and the heart, through the real hooks over a fake gateway (spec 001 §2, §4, §6, §8):
// what a visitor, a trial account and a member get; a VASSALAGE lobby's sub-games; the popup only
// for an origin the gateway vouches for; the game-maintenance page; a favourite that fails to save
// rolls back.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ApiGame, ResolvedSkin } from '../../../engine';
import { MODALS } from '../../../src/app/modal-registry';
import { BootContext, type Permission } from '../../../src/features/boot/boot-context';
import { useFavourites } from '../../../src/features/favourites';
import { useLaunchGame } from '../../../src/features/game-launch';
import { ModalHost } from '../../../src/features/modals/modal-host';
import { useModalStore } from '../../../src/features/modals/modal-store';
import { closeModal } from '../../../src/features/modals/use-modal';
import { minimalSkin, resolvedSkin } from '../../engine/memory-skins';
import { memberInfo, renderShell } from '../shell/shell-harness';
import { apiGame as game } from '../support/api-game';
import { envelope } from '../support/gateway-harness';

let skin: ResolvedSkin;
beforeAll(async () => {
  skin = await resolvedSkin({
    ...minimalSkin('lobby-test', 'MC1001'),
    categories: ['RNG', 'LIVE'],
    home: { sections: ['HOT', 'RNG'] },
  });
});
afterEach(() => act(() => closeModal()));

const tiger = game(1, 'Fortune Tiger');
const lobby = game(2, 'Playtech Live Lobby', { gameType: 'LIVE', isGame: 'VASSALAGE' });

function Buttons({ target }: { target: ApiGame }) {
  const { launchGame } = useLaunchGame();
  const { ids, toggle } = useFavourites();
  return (
    <>
      <button type="button" onClick={() => void launchGame(target)}>
        play
      </button>
      <button type="button" aria-pressed={ids.has(target.nodeId)} onClick={() => toggle(target)}>
        heart
      </button>
      <ModalHost registry={MODALS} />
    </>
  );
}

function withPermission(vouched: string[]) {
  const boot = {
    permission: { info: { launchGameCDNs: vouched } } as Permission,
    permissionError: null,
    retryPermission: () => undefined,
    retrying: false,
  };
  return (target: ApiGame) => (
    <BootContext.Provider value={boot}>
      <Buttons target={target} />
    </BootContext.Provider>
  );
}

const opened = () => useModalStore.getState().current;

describe('launching a game', () => {
  it('opens the login popup for a visitor', async () => {
    renderShell(withPermission([])(tiger), { skin });
    await userEvent.click(screen.getByRole('button', { name: 'play' }));
    expect(opened()?.name).toBe('login');
  });

  it('tells a trial account a real account is needed', async () => {
    renderShell(withPermission([])(tiger), {
      skin,
      member: memberInfo({ type: 4, isTrial: true }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'play' }));
    expect(opened()?.name).toBe('trialNotice');
  });

  it('lists a VASSALAGE lobby’s sub-games, and launches the one picked', async () => {
    const tables = [
      game(21, 'Baccarat A', { gameType: 'LIVE' }),
      game(22, 'Baccarat B', { gameType: 'LIVE' }),
    ];
    const { fetch } = renderShell(withPermission(['https://games.test'])(lobby), {
      skin,
      member: memberInfo(),
      answers: {
        '/lgw/games/vassalage': { parent: lobby, list: tables },
        '/lgw/games/launch': {
          url: 'https://games.test/play/21',
          nodeId: 21,
          gameCode: 'G21',
          mode: 'real',
        },
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'play' }));
    expect(opened()).toMatchObject({
      name: 'vassalage',
      props: { nodeId: 2, title: 'Playtech Live Lobby' },
    });
    const list = await screen.findByRole('list', { name: 'Playtech Live Lobby: choose a game' });
    await userEvent.click(within(list).getByRole('button', { name: /Baccarat B/ }));
    await waitFor(() => expect(opened()?.name).toBe('gamePopup'));
    expect(opened()?.props).toEqual({
      game: { title: 'Baccarat B', url: 'https://games.test/play/21', sameOrigin: false },
    });
    expect(
      fetch.mock.calls.some(
        ([url, init]) =>
          String(url).includes('/lgw/games/launch') && String(init?.body).includes('"nodeId":22'),
      ),
    ).toBe(true);
  });

  it('opens the game in the popup only from an origin the gateway vouches for, else says the address is invalid', async () => {
    const answers = {
      '/lgw/games/launch': {
        url: 'http://elsewhere.test/play/1',
        nodeId: 1,
        gameCode: 'G1',
        mode: 'real',
      },
    };
    renderShell(withPermission(['https://games.test'])(tiger), {
      skin,
      member: memberInfo(),
      answers,
    });
    await userEvent.click(screen.getByRole('button', { name: 'play' }));
    await waitFor(() => expect(opened()?.name).toBe('alert'));
    expect(opened()?.props).toMatchObject({
      message: 'Invalid URL, please contact customer service',
    });
  });

  it('says so when the popup of a game from elsewhere is blocked', async () => {
    const answers = {
      '/lgw/games/launch': {
        url: 'https://elsewhere.test/play/1',
        nodeId: 1,
        gameCode: 'G1',
        mode: 'real',
      },
    };
    const original = window.open;
    window.open = () => null;
    try {
      renderShell(withPermission(['https://games.test'])(tiger), {
        skin,
        member: memberInfo(),
        answers,
      });
      await userEvent.click(screen.getByRole('button', { name: 'play' }));
      await waitFor(() =>
        expect(opened()?.props).toMatchObject({
          message: 'Popup blocked. Please allow popups and try again.',
        }),
      );
    } finally {
      window.open = original;
    }
  });

  it('shows the game-maintenance page, recommending other vendors’ games, when the vendor is down', async () => {
    const { fetch } = renderShell(withPermission([])(tiger), { skin, member: memberInfo() });
    fetch.mockImplementation(async (url) => {
      if (String(url).includes('/lgw/games/launch')) {
        return envelope(503, {
          success: false,
          code: 'MAINTENANCE',
          message: 'Maintenance',
          value: { vassalage: 'PT' },
        });
      }
      if (String(url).includes('/lgw/games/hot')) {
        return envelope(200, {
          success: true,
          value: {
            list: [
              game(5, 'Samba Gold', { vassalage: 'PT' }),
              game(6, 'Jade Dragon', { vassalage: 'MG' }),
            ],
          },
        });
      }
      return envelope(200, { success: true, value: { data: { lanes: [] } } });
    });
    await userEvent.click(screen.getByRole('button', { name: 'play' }));
    await waitFor(() =>
      expect(opened()).toMatchObject({
        name: 'gameMaintenance',
        props: { vassalage: 'PT', gameType: 'RNG' },
      }),
    );
    expect(
      await screen.findByText('PT is under maintenance right now. Please try again later.'),
    ).toBeVisible();
    const recommended = await screen.findByRole('list', { name: 'Try these games meanwhile' });
    expect(
      within(recommended)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Jade Dragon']);
  });
});

describe('the favourite heart', () => {
  it('opens the login popup for a visitor', async () => {
    renderShell(withPermission([])(tiger), { skin });
    await userEvent.click(screen.getByRole('button', { name: 'heart' }));
    expect(opened()?.name).toBe('login');
  });

  it('fills at once, and empties again with a message when saving fails', async () => {
    const { fetch } = renderShell(withPermission([])(tiger), { skin, member: memberInfo() });
    fetch.mockImplementation(async (url, init) => {
      if (String(url).includes('/lgw/favourites/ids')) {
        return envelope(200, { success: true, value: { list: [] } });
      }
      if (String(url).includes('/lgw/favourites') && init?.method === 'POST') {
        return envelope(500, { success: false, code: 'INTERNAL', message: 'boom' });
      }
      return envelope(200, { success: true, value: { data: { lanes: [] } } });
    });
    const heart = screen.getByRole('button', { name: 'heart' });
    await userEvent.click(heart);
    await waitFor(() => expect(opened()?.name).toBe('alert'));
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    expect(opened()?.props).toMatchObject({
      title: 'Your favourites could not be updated. Please try again.',
    });
  });
});
