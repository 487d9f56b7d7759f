// A typed amount and its problem in the player's language: the field reads and writes the
// language's decimal mark (engine amountFromField, amountForField: a chip's "100,00" is the field's
// "100,00" in PT), the engine checks it (checkAmount, in cents) against the page's limits; the text
// names the limit it broke.
import { useState } from 'react';
import { amountForField, amountFromField, checkAmount, type AmountLimits } from '../../../engine';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useLanguage } from '../preferences/use-language';
import { usePageFormats } from './use-page-tools';

export function useAmountField(limits: AmountLimits) {
  const { t } = useTranslation();
  const { money } = usePageFormats();
  const { language } = useLanguage();
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState(false);
  const plain = amountFromField(amount, language);
  const checked = checkAmount(plain, limits);
  const problem =
    'problem' in checked
      ? 'limit' in checked
        ? t(`wallet.amount.${checked.problem}`, { limit: money(checked.limit) })
        : t(`wallet.amount.${checked.problem}`)
      : undefined;
  return {
    amount,
    /** The amount as a plain decimal ("100.50"), whatever mark the player typed. */
    plain,
    setAmount: (value: string) => {
      setAmount(value);
      setTouched(true);
    },
    /** Writes a money string (a chip's) into the field as the language writes it. */
    choose: (money: string) => {
      setAmount(amountForField(money, language));
      setTouched(true);
    },
    /** The problem once the player typed or tried to send; undefined while it is fine. */
    error: touched ? problem : undefined,
    /** The amount to send, or undefined (and the problem shown) when it breaks a rule. */
    take: (): string | undefined => {
      setTouched(true);
      return 'cents' in checked ? plain : undefined;
    },
    reset: () => {
      setAmount('');
      setTouched(false);
    },
  };
}
