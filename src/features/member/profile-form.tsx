// The profile (spec 000 §3 "Other labelled profile fields"): the nickname and the fields engine
// shownProfileFields offers under the skin's registration form (a registration field only where
// sign-up shows it, with its rule). Only what changed is sent; the full name is read-only once set
// (the bank accounts carry it), and the gateway names any field it refuses.
import { useState } from 'react';
import {
  isRegistrationProfileField,
  shownProfileFields,
  type ActionPayload,
  type ActionValue,
  type ProfileField,
} from '../../../engine';
import { TextField } from '../../components/text-field';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useSkin } from '../../lib/skin/skin-context';
import { SaveForm, useSecuritySave } from './use-security-save';

type Security = ActionValue<'securityInfo'>;

const labelKey = (field: ProfileField) =>
  field === 'payeeName'
    ? 'profile.fullName'
    : isRegistrationProfileField(field)
      ? `register.${field}`
      : `profile.${field}`;

export function ProfileForm({ security }: { security: Security }) {
  const { t } = useTranslation();
  const { registration } = useSkin();
  const fields = shownProfileFields(registration.forms.username ?? registration.forms.mobile);
  const [nickname, setNickname] = useState(security.nickname);
  const [values, setValues] = useState<Partial<Record<ProfileField, string>>>(security.profile);
  const save = useSecuritySave('updateProfile');
  const fullNameSet = Boolean(security.profile.payeeName);
  const changes = (): ActionPayload<'updateProfile'> => {
    const payload: ActionPayload<'updateProfile'> = {};
    if (nickname.trim() !== security.nickname) payload.nickname = nickname.trim();
    for (const { field } of fields) {
      const value = values[field]?.trim() ?? '';
      if (value && value !== security.profile[field]) payload[field] = value;
    }
    return payload;
  };
  return (
    <SaveForm
      title={t('security.profile')}
      onSubmit={() => {
        const payload = changes();
        if (Object.keys(payload).length > 0) save.mutate(payload);
      }}
      error={save.error}
      saved={save.isSuccess}
      savedText={t('security.profileSaved')}
      pending={save.isPending}
      submitLabel={t('security.saveProfile')}
    >
      <TextField
        label={t('profile.nickname')}
        autoComplete="nickname"
        maxLength={20}
        value={nickname}
        onChange={(event) => setNickname(event.target.value)}
      />
      {fields.map(({ field, rule }) => (
        <TextField
          key={field}
          label={t(labelKey(field))}
          type={field === 'birthday' ? 'date' : 'text'}
          autoComplete={field === 'payeeName' ? 'name' : field === 'birthday' ? 'bday' : 'off'}
          maxLength={rule.maxLength}
          readOnly={field === 'payeeName' && fullNameSet}
          hint={field === 'payeeName' && fullNameSet ? t('security.fullNameFixed') : undefined}
          value={values[field] ?? ''}
          onChange={(event) => {
            const value = event.target.value;
            setValues((current) => ({ ...current, [field]: value }));
          }}
        />
      ))}
    </SaveForm>
  );
}
