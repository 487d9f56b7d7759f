// registerCenter (spec 001 §2): the agent registers an account under itself, a player or a downline
// agent; the gateway applies the merchant's registration field rules and says what is wrong.
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/button';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { useApiErrorMessage, useGatewayMutation } from '../../../lib/api';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { AgentForm } from './agent-form';

export function RegisterPage() {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const [values, setValues] = useState({
    username: '',
    password: '',
    confirmPassword: '',
    nickname: '',
    accountType: 'player' as 'player' | 'agent',
  });
  const register = useGatewayMutation('registerDownline');
  const field = (name: 'username' | 'password' | 'confirmPassword' | 'nickname') => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    register.mutate({
      username: values.username,
      password: values.password,
      confirmPassword: values.confirmPassword,
      accountType: values.accountType,
      ...(values.nickname.trim() ? { nickname: values.nickname } : {}),
    });
  };
  return (
    <AgentForm
      onSubmit={submit}
      error={register.isError ? errorMessage(register.error) : undefined}
      done={register.data && t('agentRegister.done', { account: register.data.account })}
    >
      <TextField
        label={t('agentRegister.username')}
        autoComplete="off"
        required
        {...field('username')}
      />
      <TextField
        label={t('agentRegister.password')}
        autoComplete="new-password"
        type="password"
        required
        {...field('password')}
      />
      <TextField
        label={t('agentRegister.confirmPassword')}
        autoComplete="new-password"
        type="password"
        required
        {...field('confirmPassword')}
      />
      <TextField label={t('agentRegister.nickname')} autoComplete="off" {...field('nickname')} />
      <SelectField
        label={t('agentRegister.accountType')}
        value={values.accountType}
        onChange={(accountType) =>
          setValues((current) => ({ ...current, accountType: accountType as 'player' | 'agent' }))
        }
        options={[
          { value: 'player', label: t('agentRegister.player') },
          { value: 'agent', label: t('agentRegister.agent') },
        ]}
      />
      <Button type="submit" pending={register.isPending}>
        {t('agentRegister.submit')}
      </Button>
    </AgentForm>
  );
}
