// The forgot-password pop-up (spec 000 §2): the w_forget banner, then tabs e-mail and mobile — the
// mobile tab only with CHNGPASSVERIF3, and then first (engine forgotPasswordTabs).
import { useId, useState } from 'react';
import { forgotPasswordTabs, type ForgotPasswordTab } from '../../../engine';
import { tabPanelProps, Tabs } from '../../components/tabs';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useFeature } from '../boot/boot-context';
import type { ModalBodyProps } from '../modals/modal-types';
import { AuthLayout } from './auth-layout';
import { ForgotByEmailForm } from './forgot-by-email-form';
import { ForgotByPhoneForm } from './forgot-by-phone-form';

export function ForgotPasswordModal({ close }: ModalBodyProps) {
  const { t } = useTranslation();
  const idBase = useId();
  const { tabs, initial } = forgotPasswordTabs(useFeature('forgotPasswordByPhone'));
  const [tab, setTab] = useState<ForgotPasswordTab>(initial);
  const items = tabs.map((id) => ({
    id,
    label: t(id === 'mobile' ? 'forgot.tabMobile' : 'forgot.tabEmail'),
  }));
  return (
    <AuthLayout group="w_forget" onFollow={close}>
      <Tabs<ForgotPasswordTab>
        label={t('forgot.title')}
        items={items}
        value={tab}
        onChange={setTab}
        idBase={idBase}
      />
      <div {...tabPanelProps(idBase, tab)}>
        {tab === 'mobile' ? <ForgotByPhoneForm onLoggedIn={close} /> : <ForgotByEmailForm />}
      </div>
    </AuthLayout>
  );
}
