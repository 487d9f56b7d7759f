// A typed amount and its problem in the player's language: the engine checks it (checkAmount, in
// cents) against the page's limits; the text names the limit it broke.
import { useState } from 'react';
import { checkAmount, type AmountLimits } from '../../../engine';
import { useTranslation } from '../../lib/i18n/use-translation';
import { usePageFormats } from './use-page-tools';

export function useAmountField(limits: AmountLimits) {
  const { t } = useTranslation();
  const { money } = usePageFormats();
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState(false);
  const checked = checkAmount(amount, limits);
  const problem =
    'problem' in checked
      ? 'limit' in checked
        ? t(`wallet.amount.${checked.problem}`, { limit: money(checked.limit) })
        : t(`wallet.amount.${checked.problem}`)
      : undefined;
  return {
    amount,
    setAmount: (value: string) => {
      setAmount(value);
      setTouched(true);
    },
    /** The problem once the player typed or tried to send; undefined while it is fine. */
    error: touched ? problem : undefined,
    /** The amount to send, or undefined (and the problem shown) when it breaks a rule. */
    take: (): string | undefined => {
      setTouched(true);
      return 'cents' in checked ? amount.trim() : undefined;
    },
    reset: () => {
      setAmount('');
      setTouched(false);
    },
  };
}
