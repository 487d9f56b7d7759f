// The card-game page's room list (spec 001 §7 "PVP room list", token): the tables of the PVP
// lobbies of every PVP vendor, each joined by launching its game. The busiest come first, a
// screenful of them until the player asks for all. A visitor sees an invitation to log in
// instead, since the list needs the session.
import { useState } from 'react';
import { formatMoney } from '../../../engine';
import { Button } from '../../components/button';
import { RouteLoader } from '../../components/spinner';
import { useGatewayQuery } from '../../lib/api';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useLanguage } from '../preferences/use-language';
import { useIsLoggedIn } from '../session/session-context';
import { RoomList } from './components/room-list';
import { useGameActions } from './game-actions';

/** The rooms shown until the player asks for all: a phone's screenful, two to a row. */
const FIRST_ROOMS = 8;

export function PvpRooms() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const loggedIn = useIsLoggedIn();
  const { play, pending } = useGameActions();
  const [all, setAll] = useState(false);
  // The gateway's seat counts move every 5 minutes.
  const rooms = useGatewayQuery(
    'pvpRooms',
    {},
    { enabled: loggedIn, staleTime: 60_000, refetchInterval: 5 * 60_000 },
  );
  const busiest = [...(rooms.data?.list ?? [])].sort((a, b) => b.players - a.players);
  return (
    <section aria-labelledby="pvp-rooms-title">
      <h2 id="pvp-rooms-title">{t('lobby.rooms')}</h2>
      {!loggedIn ? (
        <p>{t('lobby.roomsLogin')}</p>
      ) : rooms.isPending ? (
        <RouteLoader label={t('common.loading')} />
      ) : (
        <RoomList
          label={t('lobby.rooms')}
          emptyText={t('lobby.noRooms')}
          joinText={t('lobby.join')}
          joinLabel={(room) => t('lobby.joinRoom', { room: room.name, vendor: room.vendor })}
          pending={pending}
          rooms={busiest.slice(0, all ? undefined : FIRST_ROOMS).map((room) => ({
            roomId: room.roomId,
            name: room.name,
            vendor: room.vassalage,
            stakes: t('lobby.roomStakes', {
              min: formatMoney(room.minBet, language),
              max: formatMoney(room.maxBet, language),
            }),
            players: t('lobby.roomPlayers', { count: room.players }),
          }))}
          onJoin={(room) =>
            play({
              gameCode: room.roomId,
              vassalage: room.vendor,
              gameType: 'PVP',
              gameName: room.name,
            })
          }
        />
      )}
      {!all && busiest.length > FIRST_ROOMS && (
        <Button variant="ghost" onClick={() => setAll(true)}>
          {t('lobby.allRooms', { count: busiest.length })}
        </Button>
      )}
    </section>
  );
}
