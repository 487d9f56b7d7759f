// The two inputs of every money form (deposit, withdraw, transfers): the amount with its engine
// check (./use-amount-field.ts) and the transaction password (spec 001 §5), which the action sends
// encrypted.
import { TextField } from '../../components/text-field';
import { useTranslation } from '../../lib/i18n/use-translation';
import type { useAmountField } from './use-amount-field';

export function AmountInput({
  field,
  label,
  hint,
}: {
  field: ReturnType<typeof useAmountField>;
  label?: string;
  hint?: string;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      label={label ?? t('common.amount')}
      autoComplete="off"
      inputMode="decimal"
      required
      value={field.amount}
      onChange={(event) => field.setAmount(event.target.value)}
      error={field.error}
      hint={hint}
    />
  );
}

export function PasswordInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      label={label}
      type="password"
      autoComplete="off"
      required
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
