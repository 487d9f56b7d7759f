// Mission leaderboard (spec 000 §2 missionLeaderboard; spec 001 §7 lottery calls): the member's
// daily tasks and weekly missions (./missions-list.tsx), then the players with the highest mission
// scores, by rank.
import { LoadState } from '../../../components/load-state';
import { RecordTable } from '../../../components/record-table';
import { useGatewayQuery } from '../../../lib/api';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useLoadState } from '../use-page-tools';
import { MissionsList } from './missions-list';

export function MissionLeaderboardPage() {
  const { t } = useTranslation();
  const loadState = useLoadState();
  const board = useGatewayQuery('missionLeaderboard', { limit: 20 });
  return (
    <>
      <MissionsList />
      <LoadState {...loadState(board, (value) => value.list.length === 0)}>
        <RecordTable
          // The page's heading names the page; the board, after the missions, is its top scores.
          caption={t('rewards.topScores')}
          columns={[
            { key: 'rank', label: t('rewards.rank'), numeric: true },
            { key: 'name', label: t('rewards.player') },
            { key: 'score', label: t('rewards.score'), numeric: true },
          ]}
          rows={(board.data?.list ?? []).map((row) => ({
            key: row.rank,
            cells: { rank: row.rank, name: row.customerName, score: row.score },
          }))}
        />
      </LoadState>
    </>
  );
}
