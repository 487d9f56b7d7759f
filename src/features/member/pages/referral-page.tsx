// Invite friends (spec 000 §2 referral; §3 registration's recommender id): the member's ID is the
// recommender id a friend enters when signing up, with a copy button ('copy success').
import { useTranslation } from 'react-i18next';
import { FactList } from '../../../components/fact-list';
import { RouteLoader } from '../../../components/spinner';
import { useMember } from '../../session/use-member';
import { CopyIdButton } from '../copy-id-button';

export function ReferralPage() {
  const { t } = useTranslation();
  const member = useMember();
  if (!member) return <RouteLoader label={t('common.loading')} />;
  return (
    <>
      <p>{t('referral.explain')}</p>
      <FactList
        facts={[
          {
            term: t('referral.recommenderId'),
            value: (
              <>
                <span>{member.id}</span>
                <CopyIdButton id={member.id} />
              </>
            ),
          },
        ]}
      />
    </>
  );
}
