// agentTeamOverview (spec 001 §2): the team's size, new and active members, deposits, withdrawals,
// valid bet and profit and loss for today, yesterday and this month, as the gateway computes them
// from plays and ledger lines.
import { LoadState } from '../../../components/load-state';
import { RecordTable } from '../../../components/record-table';
import { useGatewayQuery } from '../../../lib/api';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useAgentFormats, useLoadProps } from '../agent-tools';

const FIGURES = [
  'teamSize',
  'newMembers',
  'activeMembers',
  'deposits',
  'withdrawals',
  'validBet',
  'profitLoss',
] as const;
const COUNTS = new Set<string>(['teamSize', 'newMembers', 'activeMembers']);

export function OverviewPage() {
  const { t } = useTranslation();
  const { money } = useAgentFormats();
  const loadProps = useLoadProps();
  const overview = useGatewayQuery('agentOverview');
  const periods = overview.data?.periods ?? [];
  return (
    <LoadState {...loadProps(overview)}>
      <RecordTable
        caption={t('agentOverview.caption')}
        columns={[
          { key: 'figure', label: t('agentOverview.figure') },
          ...periods.map((period) => ({
            key: period.period,
            label: t(`agentOverview.${period.period}`),
            numeric: true,
          })),
        ]}
        rows={FIGURES.map((figure) => ({
          key: figure,
          cells: {
            figure: t(`agentOverview.${figure}`),
            ...Object.fromEntries(
              periods.map((period) => [
                period.period,
                COUNTS.has(figure) ? String(period[figure]) : money(String(period[figure])),
              ]),
            ),
          },
        }))}
      />
    </LoadState>
  );
}
