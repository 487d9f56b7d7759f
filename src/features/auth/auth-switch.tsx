// The Login / Sign up tabs at the top of the login and registration pop-ups (spec 000 §2: "tabs
// Login and Sign up"). Each pop-up is its own modal; choosing the other tab opens the other one in
// its place (one modal at a time), so the switch reads as tabs and works as one: the selected tab's
// panel is the pop-up's content.
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { tabPanelProps, Tabs } from '../../components/tabs';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useModal } from '../modals/use-modal';

export type AuthMode = 'login' | 'register';

const Panel = styled.div`
  display: grid;
  gap: 1rem;
  &:focus-visible {
    outline: 2px solid var(--skin-text);
    outline-offset: 2px;
  }
`;

export function AuthSwitch({
  current,
  signUpAvailable = true,
  children,
}: {
  current: AuthMode;
  signUpAvailable?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { open } = useModal();
  const idBase = useId();
  const items = [
    { id: 'login' as const, label: t('login.tabLogin') },
    ...(signUpAvailable ? [{ id: 'register' as const, label: t('login.tabSignUp') }] : []),
  ];
  return (
    <>
      <Tabs<AuthMode>
        label={t('login.title')}
        items={items}
        value={current}
        onChange={(mode) => mode !== current && open(mode)}
        idBase={idBase}
      />
      <Panel {...tabPanelProps(idBase, current)}>{children}</Panel>
    </>
  );
}
