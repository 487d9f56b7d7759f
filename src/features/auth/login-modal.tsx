// The login pop-up (spec 000 §2, §4): the Login / Sign up tabs, the w_login banner, the login form,
// and under it social sign-in, free play, one-click login (or continuing as the browser's one-click
// account), the link to register and the help modal.
import styled from 'styled-components';
import { loginOptions } from '../../../engine';
import { Button } from '../../components/button';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useSkin } from '../../lib/skin/skin-context';
import type { ModalBodyProps } from '../modals/modal-types';
import { useModal } from '../modals/use-modal';
import { AuthLayout } from './auth-layout';
import { AuthSwitch } from './auth-switch';
import { FreePlayButton } from './free-play-button';
import { LoginForm } from './login-form';
import { OneClickLogin } from './one-click-login';
import { SocialButtons } from './social-buttons';

const Footer = styled.div`
  display: grid;
  gap: 0.75rem;
  p {
    margin: 0;
    text-align: center;
  }
`;

export function LoginModal({ close }: ModalBodyProps) {
  const { t } = useTranslation();
  const { open } = useModal();
  const { login, features, registration } = useSkin();
  const options = loginOptions(login, (id) => features[id].on);
  const canRegister = registration.methods.length > 0;
  const footer = (
    <Footer>
      <SocialButtons entries={options.social} onLoggedIn={close} />
      {options.freePlay && <FreePlayButton onLoggedIn={close} />}
      {options.oneClick && <OneClickLogin onLoggedIn={close} />}
      {canRegister && (
        <p>
          {t('login.noAccount')}{' '}
          <Button variant="text" onClick={() => open('register')}>
            {t('login.registerLink')}
          </Button>
        </p>
      )}
      <p>
        <Button variant="text" onClick={() => open('help')}>
          {t('help.link')}
        </Button>
      </p>
    </Footer>
  );
  return (
    <AuthLayout group="w_login" onFollow={close}>
      <AuthSwitch current="login" signUpAvailable={canRegister}>
        <LoginForm
          portal="player"
          onLoggedIn={close}
          onForgot={() => open('forgotPassword')}
          footer={footer}
        />
      </AuthSwitch>
    </AuthLayout>
  );
}
