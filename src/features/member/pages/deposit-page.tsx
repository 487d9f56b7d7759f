// Deposit (spec 000 §2 depositv2; spec 001 §7 wallet): the merchant's payment channels, amount chips
// and a free entry within the channel's limits (engine depositChips, checkAmount), an order that
// the provider's page pays or cancels, and the order history. A new order is shown at once with its
// payment link and, for PIX, its QR code to scan with the bank's app, and the history is read again
// so the order is listed. The header balance changes through the socket when the provider pays;
// the history is read again when it does.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { depositChips, type ActionValue } from '../../../../engine';
import { Button } from '../../../components/button';
import { ChoiceChips } from '../../../components/choice-chips';
import { LoadState } from '../../../components/load-state';
import { QrCode } from '../../../components/qr-code';
import { RecordTable } from '../../../components/record-table';
import {
  gatewayQueryKey,
  useApiErrorMessage,
  useGatewayMutation,
  useGatewayQuery,
} from '../../../lib/api';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { AmountInput } from '../money-inputs';
import { useAmountField } from '../use-amount-field';
import { useLoadState, usePageFormats } from '../use-page-tools';

type Channel = ActionValue<'depositChannels'>['list'][number];

function DepositForm({ channels }: { channels: readonly Channel[] }) {
  const { t } = useTranslation();
  const { money } = usePageFormats();
  const errorMessage = useApiErrorMessage();
  const [channelCode, setChannelCode] = useState(channels[0].code);
  const channel = channels.find((each) => each.code === channelCode) ?? channels[0];
  const field = useAmountField({ min: channel.min, max: channel.max });
  const queryClient = useQueryClient();
  const create = useGatewayMutation('createDeposit', {
    onSuccess: () =>
      void queryClient.invalidateQueries({ queryKey: gatewayQueryKey('depositOrders') }),
  });
  const order = create.data;

  const submit = () => {
    const amount = field.take();
    if (amount) create.mutate({ channel: channel.code, amount });
  };
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h3>{t('wallet.deposit.channel')}</h3>
      <ChoiceChips
        label={t('wallet.deposit.channel')}
        chips={channels.map((each) => ({ value: each.code, label: each.name }))}
        selected={channel.code}
        onSelect={(code) => {
          setChannelCode(code);
          create.reset();
        }}
      />
      <h3>{t('common.amount')}</h3>
      <ChoiceChips
        label={t('wallet.deposit.chips')}
        chips={depositChips(channel.min, channel.max).map((chip) => ({
          value: chip,
          label: money(chip),
        }))}
        selected={field.plain}
        onSelect={field.choose}
      />
      <AmountInput
        field={field}
        label={t('wallet.deposit.amount', { currency: channel.currency })}
        hint={t('wallet.deposit.limits', {
          min: money(channel.min),
          max: money(channel.max),
          fee: channel.feeRate,
        })}
      />
      <Button type="submit" pending={create.isPending}>
        {t('wallet.deposit.submit')}
      </Button>
      {create.isError && <p role="alert">{errorMessage(create.error)}</p>}
      {order && (
        <div className="order">
          <p role="status">
            {t('wallet.deposit.created', { orderNo: order.order.orderNo })}{' '}
            <a href={order.payUrl} target="_blank" rel="noopener">
              {t('wallet.deposit.pay')}
            </a>
          </p>
          {order.order.channel === 'PIX' && (
            <QrCode url={order.payUrl} label={t('wallet.deposit.pay')} />
          )}
        </div>
      )}
    </form>
  );
}

function DepositHistory() {
  const { t } = useTranslation();
  const { money, dateTime } = usePageFormats();
  const loadState = useLoadState();
  const queryClient = useQueryClient();
  const [pageNo, setPageNo] = useState(1);
  const orders = useGatewayQuery('depositOrders', { pageNo, pageSize: 10 });
  // A paid order moves the balance (the socket tells the header); read the orders again then.
  const balance = useGatewayQuery('balance', {}, { staleTime: 30_000 }).data?.balance;
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: gatewayQueryKey('depositOrders') });
  }, [balance, queryClient]);
  return (
    <>
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
    </>
  );
}

export function DepositPage() {
  const loadState = useLoadState();
  const channels = useGatewayQuery('depositChannels', {});
  return (
    <>
      <LoadState {...loadState(channels, (data) => data.list.length === 0)}>
        {channels.data && <DepositForm channels={channels.data.list} />}
      </LoadState>
      <DepositHistory />
    </>
  );
}
