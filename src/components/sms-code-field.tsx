// The SMS code input with its send button beside it (spec 000 §4): the button counts down while it
// waits, and a failed send shows the warning dialog (spec 000 §8: the message, a warning icon and a
// submit-labelled confirm button) over the form.
import type { SmsSender } from '../lib/api';
import { useTranslation } from '../lib/i18n/use-translation';
import { AlertDialog } from './alert-dialog';
import { Button } from './button';
import { TextField, type TextFieldProps } from './text-field';

export interface SmsCodeFieldProps extends Omit<
  TextFieldProps,
  'autoComplete' | 'end' | 'onChange' | 'value' | 'inputMode'
> {
  value: string;
  onChange(value: string): void;
  sender: SmsSender;
  onSend(): void;
}

export function SmsCodeField({
  value,
  onChange,
  sender,
  onSend,
  hint,
  ...field
}: SmsCodeFieldProps) {
  const { t } = useTranslation();
  const waiting = sender.secondsLeft > 0;
  return (
    <>
      <TextField
        {...field}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        autoComplete="one-time-code"
        inputMode="numeric"
        hint={
          hint ??
          (sender.sentMinutes !== null
            ? t('login.codeSent', { minutes: sender.sentMinutes })
            : undefined)
        }
        end={
          <Button
            variant="secondary"
            onClick={onSend}
            pending={sender.pending}
            pendingLabel={t('common.loading')}
            disabled={waiting}
            aria-live="polite"
          >
            {waiting ? t('login.resendIn', { seconds: sender.secondsLeft }) : t('login.sendCode')}
          </Button>
        }
      />
      {sender.failure !== null && (
        <AlertDialog
          title={t('error.smsFailed')}
          message={sender.failure}
          confirmLabel={t('common.submit')}
          onConfirm={sender.dismissFailure}
          tone="warning"
        />
      )}
    </>
  );
}
