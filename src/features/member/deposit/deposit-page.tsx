// Deposit (spec 000 §2 depositv2; spec 001 §7 wallet), the member centre's page: the deposit
// itself is a focused sheet (./deposit-sheet.tsx), which this page opens as it is reached (the
// spec's route and deep links open the deposit) and again from its button; the page lists the
// orders, a new one at once. The header balance changes through the socket when the provider
// pays; the list is read again when it does.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Button } from '../../../components/button';
import { LoadState } from '../../../components/load-state';
import { RecordTable } from '../../../components/record-table';
import { gatewayQueryKey, useGatewayQuery } from '../../../lib/api';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useModal } from '../../modals/use-modal';
import { useLoadState, usePageFormats } from '../use-page-tools';
import { NEWEST_ORDERS } from './deposit-order';
import { closedBySheet } from './sheet-closed';

function DepositHistory() {
  const { t } = useTranslation();
  const { money, dateTime } = usePageFormats();
  const loadState = useLoadState();
  const queryClient = useQueryClient();
  const [pageNo, setPageNo] = useState(1);
  const orders = useGatewayQuery('depositOrders', { ...NEWEST_ORDERS, pageNo });
  // A paid order moves the balance (the socket tells the header); read the orders again then.
  const balance = useGatewayQuery('balance', {}, { staleTime: 30_000 }).data?.balance;
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: gatewayQueryKey('depositOrders') });
  }, [balance, queryClient]);
  return (
    <LoadState {...loadState(orders, (data) => data.list.length === 0)}>
      <RecordTable
        caption={t('wallet.deposit.history')}
        columns={[
          { key: 'orderNo', label: t('wallet.orderNo') },
          { key: 'channel', label: t('wallet.deposit.channel') },
          { key: 'amount', label: t('common.amount'), numeric: true },
          { key: 'credited', label: t('wallet.credited'), numeric: true },
          { key: 'status', label: t('common.status') },
          { key: 'time', label: t('common.time') },
        ]}
        rows={(orders.data?.list ?? []).map((order) => ({
          key: order.id,
          cells: {
            orderNo: order.orderNo,
            channel: order.channelName,
            amount: money(order.amount),
            credited: money(order.credited),
            status: t(`wallet.deposit.status.${order.status}`),
            time: dateTime(order.createdAt),
          },
        }))}
        paging={{
          page: orders.data?.pageNo ?? 1,
          totalPages: orders.data?.totalPages ?? 1,
          onChange: setPageNo,
        }}
      />
    </LoadState>
  );
}

export function DepositPage() {
  const { t } = useTranslation();
  const { open } = useModal();
  const { state } = useLocation();
  // Once per visit: reaching the page opens the deposit, unless the sheet itself came here.
  const [arrivedBySheet] = useState(() => closedBySheet(state));
  useEffect(() => {
    if (!arrivedBySheet) open('deposit');
  }, [arrivedBySheet, open]);
  return (
    <>
      <div>
        <Button onClick={() => open('deposit')}>{t('wallet.deposit.open')}</Button>
      </div>
      <DepositHistory />
    </>
  );
}
