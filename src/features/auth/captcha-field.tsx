// The captcha: its image, a button for a new one, and the answer field.
import styled from 'styled-components';
import { TextField, TextFieldButton, type TextFieldProps } from '../../components/text-field';
import { useTranslation } from '../../lib/i18n/use-translation';
import type { Captcha } from './use-captcha';

const Picture = styled.img`
  flex: none;
  display: block;
  align-self: center;
  height: 2.5rem;
  width: auto;
  border-radius: var(--skin-radius);
`;

export interface CaptchaFieldProps extends Omit<
  TextFieldProps,
  'autoComplete' | 'end' | 'onChange' | 'value'
> {
  value: string;
  onChange(value: string): void;
  captcha: Captcha;
}

export function CaptchaField({ value, onChange, captcha, ...field }: CaptchaFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      {...field}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      autoComplete="off"
      inputMode="numeric"
      spellCheck={false}
      end={
        <>
          {captcha.image && <Picture src={captcha.image.image} alt={t('login.captchaImage')} />}
          <TextFieldButton
            onClick={captcha.refresh}
            aria-label={t('login.refreshCaptcha')}
            title={t('login.refreshCaptcha')}
          >
            <span aria-hidden="true">↻</span>
          </TextFieldButton>
        </>
      }
    />
  );
}
