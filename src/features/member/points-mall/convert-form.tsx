// Convert points to wallet money (spec 001 §7 "Points"): at the merchant's exchange ratio, at least
// its minimum, with the transaction password sent encrypted. The engine's convertProblem answers at
// once; the gateway decides.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { convertedCents, convertProblem, moneyText } from '../../../../engine';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { gatewayQueryKey, useApiErrorMessage, useGatewayMutation } from '../../../lib/api';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { PasswordInput } from '../money-inputs';
import { usePageFormats } from '../use-page-tools';
import type { PointsConfig } from './use-points-format';

export function ConvertForm({
  config,
  available,
  format,
}: {
  config: PointsConfig;
  available: number;
  format: (points: number) => string;
}) {
  const { t } = useTranslation();
  const { money } = usePageFormats();
  const errorMessage = useApiErrorMessage();
  const queryClient = useQueryClient();
  const [points, setPoints] = useState('');
  const [problem, setProblem] = useState<string>();
  const [paymentPassword, setPaymentPassword] = useState('');
  const convert = useGatewayMutation('convertPoints', {
    onSuccess: () => {
      setPoints('');
      setPaymentPassword('');
      for (const name of ['pointsBalance', 'pointsDetail', 'balance'] as const) {
        void queryClient.invalidateQueries({ queryKey: gatewayQueryKey(name) });
      }
    },
  });
  const count = Number(points);
  const unit = money('1.00');
  const limits = { minConvertPoints: config.minConvertPoints, available };
  const gets =
    points !== '' && convertProblem(count, limits) === undefined
      ? t('points.youGet', {
          amount: money(moneyText(convertedCents(count, config.exchangeRatio))),
        })
      : undefined;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const found = convertProblem(count, limits);
        setProblem(
          found &&
            t(`points.convertProblem.${found}`, {
              min: format(config.minConvertPoints),
              points: format(available),
            }),
        );
        if (!found && paymentPassword) convert.mutate({ points: count, paymentPassword });
      }}
    >
      <p>
        {t('points.convertHint', {
          ratio: format(config.exchangeRatio),
          unit,
          min: format(config.minConvertPoints),
        })}
      </p>
      <TextField
        label={t('points.pointsToConvert')}
        autoComplete="off"
        inputMode="numeric"
        required
        value={points}
        onChange={(event) => setPoints(event.target.value.trim())}
        error={problem}
        hint={gets}
      />
      <PasswordInput
        label={t('points.transactionPassword')}
        value={paymentPassword}
        onChange={setPaymentPassword}
      />
      <Button type="submit" pending={convert.isPending} disabled={!paymentPassword}>
        {t('points.convert')}
      </Button>
      {convert.isError && <p role="alert">{errorMessage(convert.error)}</p>}
      {convert.isSuccess && (
        <p role="status">{t('points.converted', { amount: money(convert.data.amount) })}</p>
      )}
    </form>
  );
}
