// My account (spec 000 §2 member centre, securityCenter): the member's details from memberInfo, the
// avatar (the default one when it fails, spec 000 §8), and the change-password button that opens
// the account flows' modal.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../components/button';
import { FallbackImage } from '../../components/fallback-image';
import { RouteLoader } from '../../components/spinner';
import { useGatewayQuery } from '../../lib/api';
import { useModal } from '../modals/use-modal';
import { useLanguage } from '../preferences/use-language';
import { useMember } from '../session/use-member';

const Details = styled.div`
  display: grid;
  gap: 1rem;
  justify-items: start;
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 0.5rem 1.5rem;
    margin: 0;
  }
  dt {
    color: var(--skin-text-muted);
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export function SecurityCenter() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { open } = useModal();
  const member = useMember();
  const icon = useGatewayQuery('memberIcon', {}, { staleTime: 10 * 60_000 });
  if (!member) return <RouteLoader label={t('common.loading')} />;
  const date = new Intl.DateTimeFormat(language === 'pt' ? 'pt-BR' : 'en-GB', {
    dateStyle: 'long',
  });
  const rows: Array<[string, string]> = [
    [t('member.account'), member.account],
    [t('member.memberId'), String(member.id)],
    [t('member.nickname'), member.nickname || t('member.notSet')],
    [t('member.email'), member.email || t('member.notSet')],
    [t('member.mobile'), member.mobileNum || t('member.notSet')],
    [t('member.registeredAt'), date.format(new Date(member.registeredAt))],
    ...(member.hasVip
      ? ([[t('member.vipLevel'), member.vipLabelName]] as Array<[string, string]>)
      : []),
    [t('member.password'), '********'],
  ];
  return (
    <Details>
      <FallbackImage
        src={icon.data?.iconUrl}
        alt={t('image.defaultAvatar')}
        fallback="avatar"
        width="4rem"
        loading="eager"
      />
      <dl>
        {rows.map(([term, value]) => (
          <div key={term} style={{ display: 'contents' }}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <Button onClick={() => open('changePassword')}>{t('changePassword.title')}</Button>
    </Details>
  );
}
