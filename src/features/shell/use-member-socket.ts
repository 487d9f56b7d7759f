// The socket listener that runs while a player is logged in (spec 000 §2). It says hello with the
// token, then the engine decides what each event means (socketReaction): a balance change updates
// the balance, a new message the unread count (and the badges), a contract request the
// consolidated read (and so the contract dialog), a forced logout runs the logout sequence without
// asking and says why, maintenance makes the site check its status again (the boot gate then shows
// the maintenance page). A dropped socket reconnects with a growing delay. The player site and the
// agent area both run it.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import {
  parseSocketEvent,
  socketCloseReaction,
  socketReaction,
  socketReconnectDelay,
  socketUrl,
  type ActionValue,
  type SocketReaction,
} from '../../../engine';
import { gatewayQueryKey } from '../../lib/api';
import { useAfterFirstPaint } from '../../lib/browser/after-first-paint';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useSkin } from '../../lib/skin/skin-context';
import { PERMISSION_QUERY_KEY } from '../boot/boot-queries';
import { useModal } from '../modals/use-modal';
import { BALANCE_QUERY_KEY } from '../session/credit-moment';
import { useSession } from '../session/session-context';
import { useLogout } from '../session/use-logout';

const FORCED_LOGOUT_TEXT: Record<string, 'logout.forcedKicked' | 'logout.forcedPasswordChanged'> = {
  kicked: 'logout.forcedKicked',
  passwordChanged: 'logout.forcedPasswordChanged',
};

type BalanceData = ActionValue<'balance'>;

export function useMemberSocket(): void {
  const skin = useSkin();
  const token = useSession((state) => state.token);
  const isTrial = useSession((state) => state.isTrial);
  const queryClient = useQueryClient();
  const logout = useLogout();
  const { open } = useModal();
  const { t } = useTranslation();
  // A returning player's socket opens once the page has painted.
  const painted = useAfterFirstPaint();
  // The handlers read the latest of these without reopening the socket.
  const latest = useRef({ isTrial, logout, open, t });
  useEffect(() => {
    latest.current = { isTrial, logout, open, t };
  });

  useEffect(() => {
    if (!token || !painted) return;
    let socket: WebSocket | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let done = false;

    const signOut = (reason: string) => {
      if (done) return;
      done = true;
      const { logout: run, open: show, t: translate } = latest.current;
      void run({ confirmFirst: false, callServer: false }).then(() =>
        show('alert', {
          message: translate(FORCED_LOGOUT_TEXT[reason] ?? 'logout.forced'),
          tone: 'warning',
        }),
      );
    };

    const react = (reaction: SocketReaction) => {
      switch (reaction.kind) {
        case 'balance':
          queryClient.setQueryData<BalanceData>(BALANCE_QUERY_KEY, (old) =>
            old ? { ...old, balance: reaction.balance, currency: reaction.currency } : old,
          );
          if (!queryClient.getQueryData(BALANCE_QUERY_KEY)) {
            void queryClient.invalidateQueries({ queryKey: BALANCE_QUERY_KEY });
          }
          return;
        case 'unread':
          queryClient.setQueryData(gatewayQueryKey('unreadCount', {}, 'member'), {
            count: reaction.unread,
          });
          void queryClient.invalidateQueries({ queryKey: gatewayQueryKey('memberMenu') });
          void queryClient.invalidateQueries({ queryKey: gatewayQueryKey('messageList') });
          return;
        // A contract request waits: the consolidated read counts it and the contract dialog
        // lists it (./contract-cue.tsx opens the dialog).
        case 'contract':
          void queryClient.invalidateQueries({ queryKey: gatewayQueryKey('consolidatedContract') });
          void queryClient.invalidateQueries({ queryKey: gatewayQueryKey('contractRequests') });
          return;
        case 'forcedLogout':
          signOut(reaction.reason);
          return;
        case 'maintenance':
          void queryClient.invalidateQueries({ queryKey: PERMISSION_QUERY_KEY });
          return;
        default:
          return;
      }
    };

    const connect = () => {
      const current = new WebSocket(
        socketUrl(skin.api.baseUrl, window.location.origin, skin.api.socketUrl),
      );
      socket = current;
      current.onopen = () => {
        attempt = 0;
        current.send(JSON.stringify({ type: 'hello', token, merchantCode: skin.merchantCode }));
      };
      current.onmessage = (event) =>
        react(
          socketReaction(parseSocketEvent(String(event.data)), { isTrial: latest.current.isTrial }),
        );
      current.onclose = (event) => {
        if (done) return;
        const next = socketCloseReaction(event.code);
        if (next === 'forcedLogout') {
          signOut('');
        } else if (next === 'reconnect') {
          retry = setTimeout(connect, socketReconnectDelay(attempt++, Math.random));
        }
      };
    };
    connect();
    return () => {
      done = true;
      clearTimeout(retry);
      socket?.close(1000);
    };
  }, [queryClient, skin, token, painted]);
}
