// Profit and loss (spec 000 §2 personalProfit): the player's stake, valid bet, win and profit in a
// period (previous/next 7 and 30 days), by day and by category, with the period's totals.
import { LoadState } from '../../../components/load-state';
import { RecordTable } from '../../../components/record-table';
import { useGatewayQuery } from '../../../lib/api';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useLoadState, usePageFormats } from '../use-page-tools';
import { RecordPeriod, useRecordPeriod } from '../use-record-period';

export function ProfitPage() {
  const { t } = useTranslation();
  const { figures } = usePageFormats();
  const loadState = useLoadState();
  const { period, setPeriod } = useRecordPeriod();
  const profit = useGatewayQuery('profitLoss', { ...period });
  const data = profit.data;
  const columns = (first: { key: string; label: string }) => [
    first,
    { key: 'stake', label: t('records.stake'), numeric: true },
    { key: 'validBet', label: t('records.validBet'), numeric: true },
    { key: 'win', label: t('records.win'), numeric: true },
    { key: 'profit', label: t('records.profit'), numeric: true },
  ];
  return (
    <>
      <RecordPeriod
        shown={data && { startDate: data.startDate, endDate: data.endDate }}
        onChange={setPeriod}
      />
      <LoadState {...loadState(profit, (value) => value.days.length === 0)}>
        {data && (
          <>
            <RecordTable
              caption={t('records.byDay')}
              columns={columns({ key: 'date', label: t('records.date') })}
              rows={data.days.map((day) => ({
                key: day.date,
                cells: { date: day.date, ...figures(day) },
              }))}
              totals={{ date: t('records.totals'), ...figures(data.totals) }}
            />
            <RecordTable
              caption={t('records.byCategory')}
              columns={columns({ key: 'category', label: t('records.category') })}
              rows={data.categories.map((row) => ({
                key: row.category,
                cells: { category: t(`category.${row.category}`), ...figures(row) },
              }))}
            />
          </>
        )}
      </LoadState>
    </>
  );
}
