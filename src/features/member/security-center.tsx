// My account (spec 000 §2 member centre, securityCenter; §3): the member's details from
// securityInfo (the e-mail and mobile come masked, engine maskEmail/maskMobile on the gateway), the
// member ID with a copy button ('copy success', spec 001 §8), the avatar (the default one when it
// fails), the change-password button, the profile, binding a mobile and an e-mail, the transaction
// password (set once, then changed with the old one or an SMS code) and the bank accounts
// withdrawals go to (at most the merchant's number, every one in the first one's holder name).
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import type { ActionValue } from '../../../engine';
import { Button } from '../../components/button';
import { FactList } from '../../components/fact-list';
import { FallbackImage } from '../../components/fallback-image';
import { LoadState } from '../../components/load-state';
import { TextField } from '../../components/text-field';
import {
  gatewayQueryKey,
  useApiErrorMessage,
  useGatewayMutation,
  useGatewayQuery,
} from '../../lib/api';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useModal } from '../modals/use-modal';
import { EmailForm, MobileForm } from './contact-forms';
import { CopyIdButton } from './copy-id-button';
import { DeviceCredentials } from './device-credentials';
import { LoginProtection } from './login-protection';
import { OwnCredentialsForm } from './own-credentials-form';
import { PaymentPasswordForm } from './payment-password-form';
import { ProfileForm } from './profile-form';
import { useLoadState } from './use-page-tools';
import { SECURITY_KEY } from './use-security-save';

type Security = ActionValue<'securityInfo'>;

const Parts = styled.div`
  display: grid;
  gap: 1.5rem;
  justify-items: start;
  /* Narrower than the member centre's forms: its forms are short, one beside the other's title. */
  --member-form-width: 24rem;
  form {
    display: grid;
    gap: 0.75rem;
  }
  h3 {
    margin: 0;
  }
  ul {
    margin: 0;
    padding-inline-start: 1.25rem;
  }
`;

function BankAccounts({ security }: { security: Security }) {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const queryClient = useQueryClient();
  const [holderName, setHolderName] = useState(security.holderName ?? '');
  const [bankName, setBankName] = useState('');
  const [accountNumber, setAccountNumber] = useState('');
  const add = useGatewayMutation('addBankAccount', {
    onSuccess: () => {
      setBankName('');
      setAccountNumber('');
      void queryClient.invalidateQueries({ queryKey: SECURITY_KEY });
      void queryClient.invalidateQueries({ queryKey: gatewayQueryKey('withdrawalInfo') });
    },
  });
  const full = security.bankAccounts.length >= security.maxBankAccounts;
  return (
    <>
      <h3>
        {t('security.bankAccounts', {
          count: security.bankAccounts.length,
          max: security.maxBankAccounts,
        })}
      </h3>
      {security.bankAccounts.length === 0 ? (
        <p>{t('security.noBankAccounts')}</p>
      ) : (
        <ul>
          {security.bankAccounts.map((account) => (
            <li key={account.id}>
              {account.bankName} {account.accountNumber} ({account.holderName})
            </li>
          ))}
        </ul>
      )}
      {full ? (
        <p>{t('security.bankAccountsFull', { max: security.maxBankAccounts })}</p>
      ) : (
        <form
          noValidate
          aria-label={t('security.addBankAccount')}
          onSubmit={(event) => {
            event.preventDefault();
            add.mutate({ holderName, bankName, accountNumber });
          }}
        >
          <TextField
            label={t('security.holderName')}
            autoComplete="name"
            required
            readOnly={security.holderName !== null}
            hint={security.holderName !== null ? t('security.holderNameFixed') : undefined}
            value={holderName}
            onChange={(event) => setHolderName(event.target.value)}
          />
          <TextField
            label={t('security.bankName')}
            autoComplete="off"
            required
            value={bankName}
            onChange={(event) => setBankName(event.target.value)}
          />
          <TextField
            label={t('security.accountNumber')}
            autoComplete="off"
            inputMode="numeric"
            required
            value={accountNumber}
            onChange={(event) => setAccountNumber(event.target.value)}
          />
          {add.isError && <p role="alert">{errorMessage(add.error)}</p>}
          <Button type="submit" pending={add.isPending}>
            {t('security.addBankAccount')}
          </Button>
        </form>
      )}
    </>
  );
}

export function SecurityCenter() {
  const { t } = useTranslation();
  const { open } = useModal();
  const loadState = useLoadState();
  const security = useGatewayQuery('securityInfo', {});
  const icon = useGatewayQuery('memberIcon', {}, { staleTime: 10 * 60_000 });
  const info = security.data;
  // Once shown, the part where a one-click account names itself stays for this visit: the save
  // reads the details again, which then no longer call the account one-click, and the part's saved
  // line must not go with it.
  const [namingAccount, setNamingAccount] = useState(false);
  if (info?.oneClickName && !namingAccount) setNamingAccount(true);
  return (
    <LoadState {...loadState(security)}>
      {info && (
        <Parts>
          <FallbackImage
            src={icon.data?.iconUrl}
            alt={t('image.defaultAvatar')}
            fallback="avatar"
            width="4rem"
            loading="eager"
          />
          <FactList
            facts={[
              { term: t('member.account'), value: info.account },
              {
                term: t('member.memberId'),
                id: 'memberId',
                value: (
                  <>
                    <span>{info.id}</span>
                    <CopyIdButton id={info.id} />
                  </>
                ),
              },
              { term: t('member.nickname'), value: info.nickname || t('member.notSet') },
              { term: t('member.email'), value: info.email || t('member.notSet'), id: 'email' },
              {
                term: t('member.mobile'),
                value: info.mobileNum || t('member.notSet'),
                id: 'mobile',
              },
              ...(info.hasVip ? [{ term: t('member.vipLevel'), value: info.vipLabelName }] : []),
              { term: t('member.password'), value: '********' },
            ]}
          />
          <Button onClick={() => open('changePassword')}>{t('changePassword.title')}</Button>
          <ProfileForm security={info} />
          <MobileForm bound={info.mobileNum !== ''} />
          <EmailForm bound={info.email !== ''} />
          <PaymentPasswordForm
            hasPaymentPassword={info.hasPaymentPassword}
            mobile={info.mobileNum}
          />
          <BankAccounts security={info} />
          {namingAccount && <OwnCredentialsForm />}
          <DeviceCredentials />
          <LoginProtection />
        </Parts>
      )}
    </LoadState>
  );
}
