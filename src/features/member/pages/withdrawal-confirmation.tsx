// Withdrawal confirmation (spec 001 §4, §5): once a withdrawal is paid the player says received,
// partially received (with the amount that arrived, engine receivedAmount) or not received (a proof
// is required: png or jpg, at most 5 MB each, at most 3, judged by their first bytes here and again
// by the gateway); after a partial or missing receipt, all received. Not answered within the
// merchant's minutes it counts as received, a forced receipt: the dialog says the deposit is then
// not refunded.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  allowedOutcomes,
  receivedAmount,
  type ActionValue,
  type WithdrawalOutcome,
} from '../../../../engine';
import { Button } from '../../../components/button';
import { ChoiceChips } from '../../../components/choice-chips';
import { FactList } from '../../../components/fact-list';
import { ModalFrame } from '../../../components/modal-frame';
import { TextField } from '../../../components/text-field';
import { gatewayQueryKey, useApiErrorMessage, useGatewayMutation } from '../../../lib/api';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { ProofFileInput, useProofFiles } from '../proof-files';
import { usePageFormats } from '../use-page-tools';

type Withdrawal = ActionValue<'withdrawals'>['list'][number];

export function WithdrawalConfirmation({
  withdrawal,
  autoReceiptMinutes,
  onClose,
}: {
  withdrawal: Withdrawal;
  autoReceiptMinutes: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { money, dateTime } = usePageFormats();
  const errorMessage = useApiErrorMessage();
  const queryClient = useQueryClient();
  const outcomes = allowedOutcomes(withdrawal.confirmation);
  const [outcome, setOutcome] = useState<WithdrawalOutcome>(outcomes[0]);
  const [typed, setTyped] = useState('');
  const { files: proofs, problem: proofsProblem, pick } = useProofFiles();
  const [formProblem, setProblem] = useState<string>();
  const problem = formProblem ?? proofsProblem;
  const confirm = useGatewayMutation('confirmWithdrawal', {
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: gatewayQueryKey('withdrawals') });
      onClose();
    },
  });

  const submit = () => {
    if (outcome === 'partiallyReceived') {
      const checked = receivedAmount(typed, withdrawal.amount);
      if ('problem' in checked) {
        setProblem(t(`withdrawal.amount.${checked.problem}`, { amount: money(withdrawal.amount) }));
        return;
      }
      confirm.mutate({ withdrawalId: withdrawal.id, outcome, receivedAmount: typed.trim() });
      return;
    }
    if (outcome === 'notReceived' && proofs.length === 0) {
      setProblem(t('withdrawal.proofRequired'));
      return;
    }
    confirm.mutate({
      withdrawalId: withdrawal.id,
      outcome,
      ...(outcome === 'notReceived' ? { proofs } : {}),
    });
  };

  return (
    <ModalFrame title={t('withdrawal.confirmTitle')} onClose={onClose}>
      <FactList
        facts={[
          { term: t('common.amount'), value: money(withdrawal.amount) },
          {
            term: t('wallet.bankAccount'),
            value: `${withdrawal.bankAccount.bankName} ${withdrawal.bankAccount.accountNumber}`,
          },
          ...(withdrawal.confirmBy
            ? [{ term: t('withdrawal.confirmBy'), value: dateTime(withdrawal.confirmBy) }]
            : []),
        ]}
      />
      <p>{t('withdrawal.autoReceipt', { minutes: autoReceiptMinutes })}</p>
      <p>
        <strong>{t('withdrawal.forcedReceipt')}</strong>
      </p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <ChoiceChips
          label={t('withdrawal.confirmTitle')}
          chips={outcomes.map((each) => ({ value: each, label: t(`withdrawal.${each}`) }))}
          selected={outcome}
          onSelect={(value) => {
            setOutcome(value as WithdrawalOutcome);
            setProblem(undefined);
          }}
        />
        {outcome === 'partiallyReceived' && (
          <TextField
            label={t('withdrawal.receivedAmount')}
            autoComplete="off"
            inputMode="decimal"
            required
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        )}
        {outcome === 'notReceived' && (
          <ProofFileInput
            label={t('withdrawal.uploadProof')}
            onPick={(files) => {
              setProblem(undefined);
              void pick(files);
            }}
          />
        )}
        {(problem || confirm.isError) && (
          <p role="alert">{problem ?? errorMessage(confirm.error)}</p>
        )}
        <Button type="submit" pending={confirm.isPending}>
          {t('common.confirm')}
        </Button>
      </form>
    </ModalFrame>
  );
}
