// The `vassalage` modal body (lazy chunk): a VASSALAGE game is a lobby of tables or rooms, and
// opening it lists them (spec 001 §2 Special pages); picking one launches it.
import { ErrorNotice } from '../../components/error-notice';
import { RouteLoader } from '../../components/spinner';
import { useApiErrorMessage, useGatewayQuery } from '../../lib/api';
import { useTranslation } from '../../lib/i18n/use-translation';
import type { ModalBodyProps } from '../modals/modal-types';
import { GameTiles } from './game-tiles';
import { useLaunchGame } from './use-launch-game';

export interface SubGamesModalProps {
  nodeId: number;
  title: string;
}

export function SubGamesModal({ nodeId, title }: SubGamesModalProps & ModalBodyProps) {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const { launchGame, pending } = useLaunchGame();
  const lobby = useGatewayQuery('vassGameType', { nodeId });
  if (lobby.isPending) return <RouteLoader label={t('common.loading')} />;
  if (lobby.isError) {
    return (
      <ErrorNotice
        message={errorMessage(lobby.error)}
        onRetry={() => void lobby.refetch()}
        retryLabel={t('common.retry')}
        pending={lobby.isFetching}
      />
    );
  }
  if (lobby.data.list.length === 0) return <p>{t('lobby.noData')}</p>;
  return (
    <GameTiles
      label={t('lobby.subGamesOf', { game: title })}
      games={lobby.data.list}
      onPick={(game) => void launchGame(game)}
      pending={pending}
    />
  );
}
