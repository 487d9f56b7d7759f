// The `gameMaintenance` modal body (lazy chunk): the game-maintenance page (spec 001 §2 Special
// pages): the vendor is down, so it says so and recommends other games — the hot games of the same
// category from other vendors, or of every category when the game's category is not known.
import { GAME_VENDORS_PAYLOAD, type Category } from '../../../engine';
import { useGatewayQuery } from '../../lib/api';
import { useTranslation } from '../../lib/i18n/use-translation';
import type { ModalBodyProps } from '../modals/modal-types';
import { GameTiles } from './game-tiles';
import { useLaunchGame } from './use-launch-game';

export interface GameMaintenanceModalProps {
  vassalage: string;
  gameType: Category | null;
}

const RECOMMENDED = 6;

export function GameMaintenanceModal({
  vassalage,
  gameType,
}: GameMaintenanceModalProps & ModalBodyProps) {
  const { t } = useTranslation();
  const { launchGame, pending } = useLaunchGame();
  const vendors = useGatewayQuery('gameVendors', GAME_VENDORS_PAYLOAD, { staleTime: 5 * 60_000 });
  const hot = useGatewayQuery('hotGames', gameType ? { gameType, limit: 30 } : { limit: 30 });
  const vendorName =
    vendors.data?.data.lanes
      .flatMap((lane) => lane.cards)
      .find((card) => card.vassalage === vassalage)?.name ?? vassalage;
  const recommended = (hot.data?.list ?? [])
    .filter((game) => game.vassalage !== vassalage)
    .slice(0, RECOMMENDED);
  return (
    <>
      <p role="status">{t('gameMaintenance.message', { vendor: vendorName })}</p>
      {recommended.length > 0 && (
        <>
          <h3>{t('gameMaintenance.recommended')}</h3>
          <GameTiles
            label={t('gameMaintenance.recommended')}
            games={recommended}
            onPick={(game) => void launchGame(game)}
            pending={pending}
          />
        </>
      )}
    </>
  );
}
