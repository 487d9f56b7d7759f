// Withdraw (spec 000 §2 withdraw; spec 001 §3 Withdrawals): the balance, what may be withdrawn now
// (the gateway holds back what turnover still requires), a bank account from the security centre,
// and the transaction password, sent encrypted with the gateway's key (the action is encrypted,
// engine/api hybrid crypto). Below, the withdrawals: a paid one waits for the player's answer
// (./withdrawal-confirmation.tsx).
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { allowedOutcomes, memberPagePath, type ActionValue } from '../../../../engine';
import { Button } from '../../../components/button';
import { FactList } from '../../../components/fact-list';
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
import { AmountInput, PasswordInput } from '../money-inputs';
import { useAmountField } from '../use-amount-field';
import { useLoadState, usePageFormats } from '../use-page-tools';
import { WithdrawIcon } from './withdraw-icon';
import { WithdrawalConfirmation } from './withdrawal-confirmation';

type Info = ActionValue<'withdrawalInfo'>;
type Withdrawal = ActionValue<'withdrawals'>['list'][number];

function WithdrawForm({ info }: { info: Info }) {
  const { t } = useTranslation();
  const { money } = usePageFormats();
  const errorMessage = useApiErrorMessage();
  const queryClient = useQueryClient();
  const field = useAmountField({ min: info.min, max: info.max, available: info.withdrawable });
  const [bankAccountId, setBankAccountId] = useState(String(info.bankAccounts[0]?.id ?? ''));
  const [paymentPassword, setPaymentPassword] = useState('');
  const withdraw = useGatewayMutation('withdraw', {
    onSuccess: () => {
      field.reset();
      setPaymentPassword('');
      void queryClient.invalidateQueries({ queryKey: gatewayQueryKey('withdrawalInfo') });
      void queryClient.invalidateQueries({ queryKey: gatewayQueryKey('withdrawals') });
    },
  });
  const securityCenter = memberPagePath('securityCenter');

  if (!info.hasPaymentPassword || info.bankAccounts.length === 0) {
    return (
      <p>
        {t(info.hasPaymentPassword ? 'wallet.withdraw.needsBank' : 'wallet.withdraw.needsPassword')}{' '}
        <Link to={securityCenter}>{t('member.securityCenter')}</Link>
      </p>
    );
  }
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const amount = field.take();
        if (amount && paymentPassword) {
          withdraw.mutate({ amount, bankAccountId: Number(bankAccountId), paymentPassword });
        }
      }}
    >
      <AmountInput
        field={field}
        hint={t('wallet.withdraw.limits', { min: money(info.min), max: money(info.max) })}
      />
      <SelectField
        label={t('wallet.bankAccount')}
        value={bankAccountId}
        onChange={setBankAccountId}
        options={info.bankAccounts.map((account) => ({
          value: String(account.id),
          label: `${account.bankName} ${account.accountNumber} (${account.holderName})`,
        }))}
      />
      <PasswordInput
        label={t('wallet.paymentPassword')}
        value={paymentPassword}
        onChange={setPaymentPassword}
      />
      <Button type="submit" pending={withdraw.isPending} disabled={!paymentPassword}>
        <WithdrawIcon />
        {t('wallet.withdraw.submit')}
      </Button>
      {withdraw.isError && <p role="alert">{errorMessage(withdraw.error)}</p>}
      {withdraw.isSuccess && <p role="status">{t('wallet.withdraw.requested')}</p>}
    </form>
  );
}

function WithdrawalList({ autoReceiptMinutes }: { autoReceiptMinutes: number }) {
  const { t } = useTranslation();
  const { money, dateTime } = usePageFormats();
  const loadState = useLoadState();
  const [pageNo, setPageNo] = useState(1);
  const [confirming, setConfirming] = useState<Withdrawal | null>(null);
  const withdrawals = useGatewayQuery('withdrawals', { pageNo, pageSize: 10 });
  const stateText = (withdrawal: Withdrawal) =>
    withdrawal.status === 'paid' && withdrawal.confirmation
      ? t(`wallet.withdraw.confirmation.${withdrawal.confirmation}`)
      : t(`wallet.withdraw.status.${withdrawal.status}`);
  return (
    <>
      <LoadState {...loadState(withdrawals, (data) => data.list.length === 0)}>
        <RecordTable
          caption={t('wallet.withdraw.history')}
          columns={[
            { key: 'time', label: t('common.time') },
            { key: 'amount', label: t('common.amount'), numeric: true },
            { key: 'account', label: t('wallet.bankAccount') },
            { key: 'status', label: t('common.status') },
            { key: 'received', label: t('withdrawal.receivedAmount'), numeric: true },
            { key: 'remaining', label: t('withdrawal.remainingAmount'), numeric: true },
            { key: 'action', label: t('common.details') },
          ]}
          rows={(withdrawals.data?.list ?? []).map((withdrawal) => ({
            key: withdrawal.id,
            cells: {
              time: dateTime(withdrawal.createdAt),
              amount: money(withdrawal.amount),
              account: `${withdrawal.bankAccount.bankName} ${withdrawal.bankAccount.accountNumber}`,
              status: (
                <span data-withdrawal-status={withdrawal.confirmation ?? withdrawal.status}>
                  {stateText(withdrawal)}
                  {withdrawal.autoReceived ? ` (${t('wallet.withdraw.autoReceived')})` : ''}
                </span>
              ),
              received: withdrawal.receivedAmount ? money(withdrawal.receivedAmount) : '',
              // What has not arrived after a partial receipt (spec 001 §3 Withdrawals).
              remaining: withdrawal.remainingAmount ? money(withdrawal.remainingAmount) : '',
              action:
                allowedOutcomes(withdrawal.confirmation).length > 0 ? (
                  <Button variant="secondary" onClick={() => setConfirming(withdrawal)}>
                    {t('wallet.withdraw.confirm')}
                  </Button>
                ) : null,
            },
          }))}
          paging={{
            page: withdrawals.data?.pageNo ?? 1,
            totalPages: withdrawals.data?.totalPages ?? 1,
            onChange: setPageNo,
          }}
        />
      </LoadState>
      {confirming && (
        <WithdrawalConfirmation
          withdrawal={confirming}
          autoReceiptMinutes={autoReceiptMinutes}
          onClose={() => setConfirming(null)}
        />
      )}
    </>
  );
}

export function WithdrawPage() {
  const { t } = useTranslation();
  const { money } = usePageFormats();
  const loadState = useLoadState();
  const info = useGatewayQuery('withdrawalInfo', {});
  return (
    <>
      <LoadState {...loadState(info)}>
        {info.data && (
          <>
            <FactList
              facts={[
                { term: t('wallet.balance'), value: money(info.data.balance), id: 'balance' },
                {
                  term: t('wallet.withdrawable'),
                  value: money(info.data.withdrawable),
                  id: 'withdrawable',
                },
                {
                  term: t('wallet.turnoverRequired'),
                  value: money(info.data.turnoverRequired),
                  id: 'turnover',
                },
              ]}
            />
            <WithdrawForm info={info.data} />
          </>
        )}
      </LoadState>
      <WithdrawalList autoReceiptMinutes={info.data?.autoReceiptMinutes ?? 0} />
    </>
  );
}
