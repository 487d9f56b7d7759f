// A password input with a show/hide toggle (the toggle is a real button with a pressed state, so a
// screen reader hears which way it is). `autoComplete` says current-password or new-password.
import { useState } from 'react';
import styled from 'styled-components';
import { TextField, TextFieldButton, type TextFieldProps } from '../../components/text-field';
import { useTranslation } from '../../lib/i18n/use-translation';

const Toggle = styled(TextFieldButton)`
  padding: 0 0.75rem;
  font-size: 0.875rem;
`;

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'end'> & {
  autoComplete: 'current-password' | 'new-password' | 'off';
};

export function PasswordField(props: PasswordFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      spellCheck={false}
      autoCapitalize="none"
      end={
        <Toggle
          aria-pressed={visible}
          aria-label={t(visible ? 'login.hidePassword' : 'login.showPassword')}
          onClick={() => setVisible((shown) => !shown)}
        >
          <svg
            width="20"
            height="20"
            viewBox="0 0 24 24"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12z" />
            <circle cx="12" cy="12" r="3" />
            {visible && <path d="M3 3l18 18" />}
          </svg>
        </Toggle>
      }
    />
  );
}
