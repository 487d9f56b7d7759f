// Transfer to upline (spec 000 §2 transferUpline; spec 001 §1 "Members can transfer to an upline"):
// an amount from the main wallet (never more than it holds, engine checkAmount) with the transaction
// password, sent encrypted; the answer names the upline.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/button';
import {
  gatewayQueryKey,
  useApiErrorMessage,
  useGatewayMutation,
  useGatewayQuery,
} from '../../../lib/api';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { AmountInput, PasswordInput } from '../money-inputs';
import { useAmountField } from '../use-amount-field';
import { usePageFormats } from '../use-page-tools';

export function TransferUplinePage() {
  const { t } = useTranslation();
  const { money } = usePageFormats();
  const errorMessage = useApiErrorMessage();
  const queryClient = useQueryClient();
  const balance = useGatewayQuery('balance', {}, { staleTime: 30_000 }).data?.balance;
  const field = useAmountField({ available: balance });
  const [paymentPassword, setPaymentPassword] = useState('');
  const transfer = useGatewayMutation('transferUpline', {
    onSuccess: () => {
      field.reset();
      setPaymentPassword('');
      void queryClient.invalidateQueries({ queryKey: gatewayQueryKey('balance') });
    },
  });
  return (
    <form
      noValidate
      aria-label={t('member.transferUpline')}
      onSubmit={(event) => {
        event.preventDefault();
        const amount = field.take();
        if (amount && paymentPassword) transfer.mutate({ amount, paymentPassword });
      }}
    >
      {balance !== undefined && <p>{t('wallet.available', { amount: money(balance) })}</p>}
      <AmountInput field={field} />
      <PasswordInput
        label={t('wallet.paymentPassword')}
        value={paymentPassword}
        onChange={setPaymentPassword}
      />
      <Button type="submit" pending={transfer.isPending} disabled={!paymentPassword}>
        {t('wallet.transfer.submit')}
      </Button>
      {transfer.isError && <p role="alert">{errorMessage(transfer.error)}</p>}
      {transfer.isSuccess && (
        <p role="status">
          {t('wallet.upline.done', {
            amount: money(transfer.data.balance),
            upline: transfer.data.upline,
          })}
        </p>
      )}
    </form>
  );
}
