// The decided field rules (skin + the gateway's registrationRules) for the password forms, which
// hold the same fields to the same rules as registration (spec 000 §5); the engine's defaults when
// no registration method is on.
import { useMemo } from 'react';
import { REGISTRATION_FORM_FIELDS, type PasswordFormRules } from '../../../engine';
import { useSkin } from '../../lib/skin/skin-context';

export function useFieldRules(): PasswordFormRules | undefined {
  const { registration } = useSkin();
  return useMemo(() => {
    const form = registration.forms.username ?? registration.forms.mobile;
    return form
      ? Object.fromEntries(REGISTRATION_FORM_FIELDS.map((field) => [field, form[field].rule]))
      : undefined;
  }, [registration]);
}
