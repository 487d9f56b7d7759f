// The registration pop-up (spec 000 §2, §4): the Login / Sign up tabs, the w_register banner, the
// form, and the link back to login. Success has logged the new player in and sent them home.
import styled from 'styled-components';
import { Button } from '../../components/button';
import { ErrorNotice } from '../../components/error-notice';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useSkin } from '../../lib/skin/skin-context';
import type { ModalBodyProps } from '../modals/modal-types';
import { useModal } from '../modals/use-modal';
import { AuthLayout } from './auth-layout';
import { AuthSwitch } from './auth-switch';
import { RegistrationForm } from './registration-form';
import { useRegistrationForm } from './use-registration-form';

function RegistrationPanel({ onRegistered }: { onRegistered(): void }) {
  return <RegistrationForm model={useRegistrationForm(onRegistered)} />;
}

const Switch = styled.p`
  margin: 0;
  text-align: center;
`;

export function RegisterModal({ close }: ModalBodyProps) {
  const { t } = useTranslation();
  const { open } = useModal();
  const { methods } = useSkin().registration;
  return (
    <AuthLayout group="w_register" onFollow={close}>
      <AuthSwitch current="register">
        {/* Both registration modules switched off by the gateway: nothing to fill in. */}
        {methods.length === 0 ? (
          <ErrorNotice message={t('error.featureDisabled')} />
        ) : (
          <RegistrationPanel onRegistered={close} />
        )}
        <Switch>
          {t('register.haveAccount')}{' '}
          <Button variant="text" onClick={() => open('login')}>
            {t('register.loginLink')}
          </Button>
        </Switch>
      </AuthSwitch>
    </AuthLayout>
  );
}
