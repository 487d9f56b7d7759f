// A mobile number with its country dialing code in front (countryCodes). The number is national
// digits only (the gateway's mobile rule); the code is a separate select, so autocomplete asks for
// the national part (tel-national) and a pasted number is never blocked.
import styled from 'styled-components';
import type { CountryCode } from '../lib/api';
import { useTranslation } from '../lib/i18n/use-translation';
import { TextField, type TextFieldProps } from './text-field';

const Select = styled.select`
  flex: none;
  max-width: 7.5rem;
  padding: 0 0.5rem;
  font: inherit;
  color: var(--skin-text);
  background: var(--skin-surface);
  border: 0;
  border-inline-end: 1px solid var(--skin-border);
  border-radius: var(--skin-radius) 0 0 var(--skin-radius);
`;

export interface PhoneFieldProps extends Omit<
  TextFieldProps,
  'type' | 'start' | 'autoComplete' | 'onChange' | 'value'
> {
  value: string;
  onChange(value: string): void;
  dialingCode: string;
  onDialingCodeChange(code: string): void;
  countries: CountryCode[];
}

export function PhoneField({
  value,
  onChange,
  dialingCode,
  onDialingCodeChange,
  countries,
  ...field
}: PhoneFieldProps) {
  const { t } = useTranslation();
  const options = countries.some((country) => country.countryDialingCode === dialingCode)
    ? countries
    : [{ countryCode: '', countryDialingCode: dialingCode, name: '' }, ...countries];
  return (
    <TextField
      {...field}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      start={
        <Select
          aria-label={t('login.countryCode')}
          autoComplete="tel-country-code"
          value={dialingCode}
          onChange={(event) => onDialingCodeChange(event.currentTarget.value)}
        >
          {options.map((country) => (
            <option
              key={`${country.countryCode}-${country.countryDialingCode}`}
              value={country.countryDialingCode}
            >
              +{country.countryDialingCode} {country.name}
            </option>
          ))}
        </Select>
      }
    />
  );
}
