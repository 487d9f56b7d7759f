// A one-click account names itself (spec 000 §1: "the player can later set a username and
// password"): shown while the account still has the name the gateway gave it. After the save the
// header and the session carry the new name; the account then logs in like any other, and the
// form gives way to the saved line, which stays (the security centre keeps this part: the details
// read again after the save no longer call the account one-click).
import { useState } from 'react';
import { TextField } from '../../components/text-field';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useSessionStore } from '../session/session-context';
import { SaveForm, useSecuritySave } from './use-security-save';

export function OwnCredentialsForm() {
  const { t } = useTranslation();
  const store = useSessionStore();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const save = useSecuritySave('setOwnCredentials');
  return (
    <SaveForm
      title={t('security.ownCredentials')}
      onSubmit={() =>
        save.mutate(
          { username: username.trim(), password, confirmPassword },
          {
            onSuccess: ({ account }) => {
              const state = store.getState();
              if (!state.token) return;
              state.signIn(state.token, {
                account,
                username: account,
                nickname: state.nickname,
                type: state.memberType ?? undefined,
                id: state.customerId ?? undefined,
              });
            },
          },
        )
      }
      error={save.error}
      saved={save.isSuccess}
      savedText={t('security.ownCredentialsSaved')}
      pending={save.isPending}
      doneOnSave
    >
      <p>{t('security.ownCredentialsExplain')}</p>
      <TextField
        label={t('login.username')}
        required
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        value={username}
        onChange={(event) => setUsername(event.currentTarget.value)}
      />
      <TextField
        label={t('login.password')}
        type="password"
        required
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.currentTarget.value)}
      />
      <TextField
        label={t('security.confirmOwnPassword')}
        type="password"
        required
        autoComplete="new-password"
        value={confirmPassword}
        onChange={(event) => setConfirmPassword(event.currentTarget.value)}
      />
    </SaveForm>
  );
}
