// Manual rebate (spec 000 §2 manualRebate): what the valid bets since the last claim earn at the
// merchant's rate per category, and one claim that pays it (the gateway pays once per key and never
// twice for the same bets).
import { useQueryClient } from '@tanstack/react-query';
import { moneyCents } from '../../../../engine';
import { Button } from '../../../components/button';
import { FactList } from '../../../components/fact-list';
import { LoadState } from '../../../components/load-state';
import { RecordTable } from '../../../components/record-table';
import {
  gatewayQueryKey,
  useApiErrorMessage,
  useGatewayMutation,
  useGatewayQuery,
} from '../../../lib/api';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useCreditBalance } from '../../session/credit-moment';
import { useLoadState, usePageFormats } from '../use-page-tools';

export function RebatePage() {
  const { t } = useTranslation();
  const { money, dateTime } = usePageFormats();
  const loadState = useLoadState();
  const errorMessage = useApiErrorMessage();
  const queryClient = useQueryClient();
  const summary = useGatewayQuery('rebateSummary', {});
  const claim = useGatewayMutation('claimRebate', {
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: gatewayQueryKey('rebateSummary') });
      void queryClient.invalidateQueries({ queryKey: gatewayQueryKey('balance') });
    },
  });
  const credit = useCreditBalance();
  const data = summary.data;
  return (
    <LoadState {...loadState(summary)}>
      {data && (
        <>
          <FactList
            facts={[
              { term: t('records.validBet'), value: money(data.validBet) },
              { term: t('rebate.total'), value: money(data.total), id: 'rebateTotal' },
              {
                term: t('rebate.lastClaim'),
                value: data.lastClaimAt ? dateTime(data.lastClaimAt) : t('member.notSet'),
              },
            ]}
          />
          {data.categories.length === 0 ? (
            <p>{t('rebate.nothing')}</p>
          ) : (
            <RecordTable
              caption={t('rebate.byCategory')}
              columns={[
                { key: 'category', label: t('records.category') },
                { key: 'validBet', label: t('records.validBet'), numeric: true },
                { key: 'rate', label: t('rebate.rate'), numeric: true },
                { key: 'amount', label: t('common.amount'), numeric: true },
              ]}
              rows={data.categories.map((row) => ({
                key: row.category,
                cells: {
                  category: t(`category.${row.category}`),
                  validBet: money(row.validBet),
                  rate: `${row.rate}%`,
                  amount: money(row.amount),
                },
              }))}
            />
          )}
          <Button
            pending={claim.isPending}
            disabled={moneyCents(data.total) <= 0}
            onClick={(event) => claim.mutate({}, { onSuccess: credit(event.currentTarget) })}
          >
            {t('rebate.claim')}
          </Button>
          {claim.isError && <p role="alert">{errorMessage(claim.error)}</p>}
          {claim.isSuccess && (
            <p role="status">{t('rebate.claimed', { amount: money(claim.data.amount) })}</p>
          )}
        </>
      )}
    </LoadState>
  );
}
