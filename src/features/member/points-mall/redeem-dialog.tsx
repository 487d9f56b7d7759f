// A good's details and its redeem (spec 001 §2 "goods details, redeem", §5): the quantity the points
// and the stock allow, and the transaction password, sent encrypted (the action is encrypted,
// engine/api hybrid crypto). The points leave at once; the redeem is then in process.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { maxRedeemQuantity, type ActionValue } from '../../../../engine';
import { Button } from '../../../components/button';
import { FactList } from '../../../components/fact-list';
import { FallbackImage } from '../../../components/fallback-image';
import { ModalFrame } from '../../../components/modal-frame';
import { TextField } from '../../../components/text-field';
import { gatewayQueryKey, useApiErrorMessage, useGatewayMutation } from '../../../lib/api';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { PasswordInput } from '../money-inputs';
import { usePageFormats } from '../use-page-tools';

export type Good = ActionValue<'pointsRewards'>['list'][number];

export interface RedeemDialogProps {
  good: Good;
  available: number;
  format: (points: number) => string;
  onClose: () => void;
}

export function RedeemDialog({ good, available, format, onClose }: RedeemDialogProps) {
  const { t } = useTranslation();
  const { money } = usePageFormats();
  const errorMessage = useApiErrorMessage();
  const queryClient = useQueryClient();
  const [quantity, setQuantity] = useState('1');
  const [problem, setProblem] = useState<string>();
  const [paymentPassword, setPaymentPassword] = useState('');
  const max = maxRedeemQuantity(good, available);
  const redeem = useGatewayMutation('redeem', {
    onSuccess: () => {
      setPaymentPassword('');
      for (const name of [
        'pointsBalance',
        'pointsRewards',
        'redeemList',
        'pointsDetail',
      ] as const) {
        void queryClient.invalidateQueries({ queryKey: gatewayQueryKey(name) });
      }
    },
  });
  const count = Number(quantity);
  return (
    <ModalFrame title={t('points.goodsDetails')} onClose={onClose}>
      <FallbackImage src={good.imageUrl} alt={good.name} fallback="game" ratio="4 / 3" />
      <FactList
        facts={[
          { term: t('points.name'), value: good.name },
          { term: t('points.pointsRequired'), value: format(good.points) },
          { term: t('points.amountRequired'), value: money(good.amountRequirement) },
          { term: t('points.stock'), value: String(good.stock) },
        ]}
      />
      {redeem.isSuccess ? (
        <p role="status">{t('points.redeemed')}</p>
      ) : max === 0 ? (
        <p>{t('points.cannotRedeem')}</p>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!Number.isInteger(count) || count < 1 || count > max) {
              setProblem(t('points.quantityProblem', { max }));
              return;
            }
            setProblem(undefined);
            if (paymentPassword) {
              redeem.mutate({ goodsId: good.id, quantity: count, paymentPassword });
            }
          }}
        >
          <TextField
            label={t('points.quantity')}
            autoComplete="off"
            inputMode="numeric"
            required
            value={quantity}
            onChange={(event) => setQuantity(event.target.value.trim())}
            error={problem}
            hint={
              Number.isInteger(count) && count > 0
                ? t('points.totalCost', { points: format(good.points * count) })
                : undefined
            }
          />
          <PasswordInput
            label={t('points.transactionPassword')}
            value={paymentPassword}
            onChange={setPaymentPassword}
          />
          <Button type="submit" pending={redeem.isPending} disabled={!paymentPassword}>
            {t('points.redeem')}
          </Button>
          {redeem.isError && <p role="alert">{errorMessage(redeem.error)}</p>}
        </form>
      )}
    </ModalFrame>
  );
}
