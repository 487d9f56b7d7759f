// Wallet (spec 000 §2 transferFund; spec 001 §7 merchant wallet, wallet transfer, consolidated
// funds): the main wallet and each vendor wallet with the total, a transfer between the main wallet
// and one vendor wallet (never more than the source holds, engine checkAmount; any vendor of the
// site, a wallet it has not used yet starts at 0), and "collect all" back into the main wallet. A merchant with a single wallet (isSingle) has no transfers: the page
// shows the balance only.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { GAME_VENDORS_PAYLOAD, type ActionValue } from '../../../../engine';
import { Button } from '../../../components/button';
import { LoadState } from '../../../components/load-state';
import { RecordTable } from '../../../components/record-table';
import { SelectField } from '../../../components/select-field';
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

type Wallet = ActionValue<'consolidatedFunds'>['wallets'][number];
const MAIN = 'MAIN';

function TransferForm({ held }: { held: readonly Wallet[] }) {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const queryClient = useQueryClient();
  const lanes = useGatewayQuery('gameVendors', GAME_VENDORS_PAYLOAD).data?.data.lanes ?? [];
  const wallets = [
    ...new Map([
      ...held.map((wallet) => [wallet.wallet, wallet] as const),
      ...lanes
        .flatMap((lane) => lane.cards)
        .filter((card) => !held.some((wallet) => wallet.wallet === card.vassalage))
        .map(
          (card) =>
            [card.vassalage, { wallet: card.vassalage, name: card.name, balance: '0.00' }] as const,
        ),
    ]).values(),
  ];
  const vendors = wallets.filter((wallet) => wallet.wallet !== MAIN);
  const [from, setFrom] = useState(MAIN);
  const [to, setTo] = useState(vendors[0]?.wallet ?? MAIN);
  const source = wallets.find((wallet) => wallet.wallet === from);
  const field = useAmountField({ available: source?.balance ?? '0.00' });
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: gatewayQueryKey('consolidatedFunds') });
    void queryClient.invalidateQueries({ queryKey: gatewayQueryKey('balance') });
  };
  const transfer = useGatewayMutation('walletTransfer', {
    onSuccess: () => {
      field.reset();
      refresh();
    },
  });
  const collect = useGatewayMutation('collectWallets', { onSuccess: refresh });
  const failure = transfer.error ?? collect.error;
  if (vendors.length === 0) return <p>{t('wallet.transfer.noVendorWallets')}</p>;
  // One side is always the main wallet (the gateway moves money between MAIN and one vendor).
  const choose = (side: 'from' | 'to', value: string) => {
    const other = value === MAIN ? vendors[0].wallet : MAIN;
    if (side === 'from') {
      setFrom(value);
      setTo(other);
    } else {
      setTo(value);
      setFrom(other);
    }
  };
  const options = wallets.map((wallet) => ({ value: wallet.wallet, label: wallet.name }));
  return (
    <>
      <form
        noValidate
        aria-label={t('wallet.transfer.title')}
        onSubmit={(event) => {
          event.preventDefault();
          const amount = field.take();
          if (amount) transfer.mutate({ from, to, amount });
        }}
      >
        <SelectField
          label={t('wallet.transfer.from')}
          value={from}
          onChange={(value) => choose('from', value)}
          options={options}
        />
        <SelectField
          label={t('wallet.transfer.to')}
          value={to}
          onChange={(value) => choose('to', value)}
          options={options.filter((option) => option.value !== from)}
        />
        <AmountInput field={field} />
        <Button type="submit" pending={transfer.isPending}>
          {t('wallet.transfer.submit')}
        </Button>
      </form>
      <Button variant="secondary" pending={collect.isPending} onClick={() => collect.mutate({})}>
        {t('wallet.transfer.collectAll')}
      </Button>
      {failure && <p role="alert">{errorMessage(failure)}</p>}
      {(transfer.isSuccess || collect.isSuccess) && (
        <p role="status">{t('wallet.transfer.done')}</p>
      )}
    </>
  );
}

export function TransferFundPage() {
  const { t } = useTranslation();
  const { money } = usePageFormats();
  const loadState = useLoadState();
  const merchantWallet = useGatewayQuery('merchantWallet', {});
  const funds = useGatewayQuery('consolidatedFunds', {});
  return (
    <LoadState {...loadState(merchantWallet)}>
      <LoadState {...loadState(funds)}>
        {funds.data && (
          <RecordTable
            caption={t('wallet.transfer.wallets')}
            columns={[
              { key: 'name', label: t('wallet.transfer.wallet') },
              { key: 'balance', label: t('wallet.balance'), numeric: true },
            ]}
            rows={funds.data.wallets.map((wallet) => ({
              key: wallet.wallet,
              cells: {
                name: wallet.name,
                balance: <span data-wallet={wallet.wallet}>{money(wallet.balance)}</span>,
              },
            }))}
            totals={{ name: t('wallet.total'), balance: money(funds.data.total) }}
          />
        )}
        {merchantWallet.data?.isSingle ? (
          <p>{t('wallet.transfer.single')}</p>
        ) : (
          funds.data && <TransferForm held={funds.data.wallets} />
        )}
      </LoadState>
    </LoadState>
  );
}
