// Opening a game (spec 001 §2, §4, §6, §8), for every feature that has a play button: the lobby's
// cards, the banners' game links, the lottery's ?gameCode and the top navigation's direct vendor
// launch (launchVendor). The engine decides what a click does (launchDecision); this
// carries it out: the login popup, the trial notice, the VASSALAGE sub-game list, or launchGame and
// then the game popup (an origin the gateway vouches for) or a window of its own. Inside a social
// app's in-app browser a real launch is the social launch (spec 001 §7, engine socialAppOf).
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import {
  gameWindow,
  isApiError,
  launchDecision,
  socialAppOf,
  type ActionValue,
  type Category,
  type LaunchMode,
} from '../../../engine';
import {
  apiErrorMessage,
  GATEWAY_QUERY_ROOT,
  gatewayQueryKey,
  useGatewayClient,
} from '../../lib/api';
import { useTranslation } from '../../lib/i18n/use-translation';
import { usePermission } from '../boot/boot-context';
import { useModal } from '../modals/use-modal';
import { useRequireRealAccount } from '../session/use-require-real-account';
import { gameTitle, type LaunchableGame } from './launch-target';
import { openGameWindow } from './open-game-window';

export interface GameLauncher {
  /** Open a game: login, trial notice, sub-game list or the game itself, as the rules say. */
  launchGame(game: LaunchableGame, mode?: LaunchMode): Promise<void>;
  /** The top navigation's direct launch of a category's only vendor (spec 001 §2 Layout). */
  launchVendor(category: Category, vassalage: string): Promise<void>;
  /** A lottery game, launched through lotteryLaunch (spec 001 §2: the lottery pages' ?gameCode). */
  launchLottery(gameCode: string, title: string): Promise<void>;
  /** The game being launched, while its launch call is out. */
  pending: string | null;
}

/** Lists that show recent plays; a launch adds one (spec 001 §7 recent game list). */
const listsRecent = (queryKey: readonly unknown[]) =>
  queryKey[0] === GATEWAY_QUERY_ROOT &&
  (queryKey[1] === 'recentList' ||
    (queryKey[1] === 'gamesList' &&
      (queryKey[2] as { filter?: string } | undefined)?.filter === 'RECENT'));

export function useLaunchGame(): GameLauncher {
  const { t } = useTranslation();
  const client = useGatewayClient();
  const queryClient = useQueryClient();
  const vouched = usePermission()?.info?.launchGameCDNs;
  const { open } = useModal();
  const [pending, setPending] = useState<string | null>(null);

  const show = useCallback(
    (launch: ActionValue<'launchGame'>, title: string) => {
      const where = gameWindow(launch.url, vouched ?? [], window.location.origin);
      if (where.kind === 'iframe') {
        open('gamePopup', { game: { title, url: where.url, sameOrigin: where.sameOrigin } });
      } else if (where.kind === 'invalid') {
        open('alert', { message: t('error.invalidUrl'), tone: 'warning' });
      } else if (openGameWindow(where.url) === 'blocked') {
        open('alert', { message: t('error.popupBlocked'), tone: 'warning' });
      } else {
        open('alert', { message: t('lobby.gameWindowOpened'), tone: 'info' });
      }
    },
    [open, t, vouched],
  );

  /**
   * The launch call, then the popup or a window; a vendor under maintenance gets the
   * game-maintenance page.
   */
  const run = useCallback(
    async (
      gameCode: string,
      title: string,
      gameType: Category | null,
      call: () => Promise<ActionValue<'launchGame'>>,
    ) => {
      setPending(gameCode);
      try {
        const launch = await call();
        void queryClient.invalidateQueries({ predicate: (query) => listsRecent(query.queryKey) });
        show(launch, title);
      } catch (error) {
        const vassalage =
          isApiError(error) && error.code === 'MAINTENANCE'
            ? (error.value as { vassalage?: unknown } | undefined)?.vassalage
            : undefined;
        if (typeof vassalage === 'string') {
          open('gameMaintenance', { vassalage, gameType });
        } else {
          open('alert', {
            title: t('lobby.launchFailed'),
            message: apiErrorMessage(error, t),
            tone: 'warning',
          });
        }
      } finally {
        setPending(null);
      }
    },
    [open, queryClient, show, t],
  );

  /**
   * A visitor gets the login pop-up, a trial account the real-account notice (spec 001 §4, §6, §8).
   */
  const mayPlay = useRequireRealAccount();

  const launchGame = useCallback(
    async (game: LaunchableGame, mode: LaunchMode = 'real') => {
      if (!mayPlay()) return;
      const decision = launchDecision(game, { loggedIn: true, trial: false });
      if (decision === 'subGames' && game.nodeId !== undefined) {
        return open('vassalage', { nodeId: game.nodeId, title: gameTitle(game) });
      }
      const reference =
        game.nodeId !== undefined ? { nodeId: game.nodeId } : { gameCode: game.gameCode };
      const app = mode === 'real' ? socialAppOf(navigator.userAgent) : null;
      await run(game.gameCode, gameTitle(game), game.gameType ?? null, () =>
        app
          ? client.call('launchSocialGame', { ...reference, app })
          : client.call('launchGame', { ...reference, mode, platform: 'html5-desktop' }),
      );
    },
    [client, mayPlay, open, run],
  );

  const launchLottery = useCallback(
    async (gameCode: string, title: string) => {
      if (mayPlay()) {
        await run(gameCode, title, null, () => client.call('lotteryLaunch', { gameCode }));
      }
    },
    [client, mayPlay, run],
  );

  const launchVendor = useCallback(
    async (category: Category, vassalage: string) => {
      if (!mayPlay()) return;
      const payload = { gameType: category, vassalage, pageNo: 1, pageSize: 1 };
      try {
        const page = await queryClient.fetchQuery({
          queryKey: gatewayQueryKey('gamesList', payload, 'member'),
          queryFn: () => client.call('gamesList', payload),
          staleTime: 60_000,
        });
        const first = page.games[0];
        if (first) await launchGame(first);
        else open('alert', { message: t('lobby.noData'), tone: 'info' });
      } catch (error) {
        open('alert', {
          title: t('lobby.launchFailed'),
          message: apiErrorMessage(error, t),
          tone: 'warning',
        });
      }
    },
    [client, launchGame, mayPlay, open, queryClient, t],
  );

  return useMemo(
    () => ({ launchGame, launchVendor, launchLottery, pending }),
    [launchGame, launchVendor, launchLottery, pending],
  );
}
