// Invite friends (spec 000 §2 referral; §3 registration's recommender id and referralCode): the
// member's invite link (/register?ref=<member id>, which fills the friend's recommender id) with
// its QR code (spec 001 §9: size 120), copy buttons for the link and the id, and the friends who
// signed up through it, and the rewards earned for them (gateway README "Referral").
import { sumMoney } from '../../../../engine';
import { FactList } from '../../../components/fact-list';
import { LoadState } from '../../../components/load-state';
import { QrCode } from '../../../components/qr-code';
import { RecordTable } from '../../../components/record-table';
import { useGatewayQuery } from '../../../lib/api';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { CopyTextButton } from '../copy-id-button';
import { useLoadState, usePageFormats } from '../use-page-tools';

export function ReferralPage() {
  const { t } = useTranslation();
  const { money, dateTime } = usePageFormats();
  const loadState = useLoadState();
  const referral = useGatewayQuery('referralFriends');
  const rewards = useGatewayQuery('referralRewards');
  const earned = sumMoney((rewards.data?.list ?? []).map((reward) => reward.amount));
  const id = referral.data?.recommenderId ?? '';
  const link = `${window.location.origin}/register?ref=${id}`;
  return (
    <LoadState {...loadState(referral)}>
      <p>{t('referral.explain')}</p>
      <FactList
        facts={[
          {
            term: t('referral.recommenderId'),
            value: (
              <>
                <span>{id}</span>
                <CopyTextButton text={id} label={t('referral.copyId')} />
              </>
            ),
          },
          {
            term: t('referral.link'),
            id: 'referral-link',
            value: (
              <>
                <span data-referral-link>{link}</span>
                <CopyTextButton text={link} label={t('referral.copyLink')} />
              </>
            ),
          },
        ]}
      />
      {id && <QrCode url={link} label={t('referral.qr')} />}
      {rewards.data && (
        <p>
          {t('referral.rewardRule', {
            reward: money(rewards.data.reward),
            validBet: money(rewards.data.validBet),
          })}
        </p>
      )}
      <p data-referral-earned>{t('referral.rewards', { amount: money(earned) })}</p>
      <RecordTable
        caption={t('referral.friends')}
        columns={[
          { key: 'name', label: t('referral.friend') },
          { key: 'joinedAt', label: t('referral.joinedAt') },
        ]}
        rows={(referral.data?.friends ?? []).map((friend, index) => ({
          key: `${friend.name}-${index}`,
          cells: { name: friend.name, joinedAt: dateTime(friend.registeredAt) },
        }))}
      />
      <RecordTable
        caption={t('referral.rewardsList')}
        columns={[
          { key: 'friend', label: t('referral.friend') },
          { key: 'amount', label: t('referral.rewardAmount'), numeric: true },
          { key: 'paidAt', label: t('referral.rewardAt') },
        ]}
        rows={(rewards.data?.list ?? []).map((reward, index) => ({
          key: `${reward.friend}-${index}`,
          cells: {
            friend: reward.friend,
            amount: money(reward.amount),
            paidAt: dateTime(reward.createdAt),
          },
        }))}
      />
    </LoadState>
  );
}
