// Promotions (spec 000 §2 /promotions, the hash is a promotion's id; spec 001 §4): a type filter,
// the cards (picture, title, period, settlement, the member's status) and, for the id in the hash,
// the promotion's detail. A side-menu, banner or notice link to /promotions#<id> lands on it. A status
// that asks the player to act (join, claim) reads as the card's button: the card opens the detail,
// where the action is.
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { PROMOTION_TYPES, type ApiPromotion } from '../../../../engine';
import { buttonLook } from '../../../components/button';
import { ChoiceChips } from '../../../components/choice-chips';
import { FallbackImage } from '../../../components/fallback-image';
import { LoadState } from '../../../components/load-state';
import { tileGrid } from '../../../components/tile-grid';
import { useGatewayQuery } from '../../../lib/api';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { PageSection } from '../page-section';
import { useLoadState, usePageFormats } from '../use-page-tools';
import { ZaloReward } from '../zalo-reward';
import { PromotionDetail } from './promotion-detail';
import { STATUS_KEY, TYPE_KEY } from './promotion-labels';

const Cards = styled(tileGrid('16rem'))`
  li > a {
    display: flex;
    flex-direction: column;
    gap: 0.25rem;
    height: 100%;
    padding: 0.75rem;
    color: var(--skin-text);
    text-decoration: none;
    background: var(--skin-surface);
    border-radius: var(--skin-radius);
  }
  h2 {
    margin: 0.25rem 0 0;
    font-size: 1rem;
  }
  p {
    margin: 0;
    color: var(--skin-text-muted);
  }
  .status {
    margin-top: auto;
    padding-top: 0.5rem;
    color: var(--skin-text);
    font-weight: 600;
  }
  .status .act {
    ${buttonLook('primary', 'sm')}
  }
`;

/** The statuses that ask the player to do something: drawn as a button. */
const CALLS_TO_ACTION: ReadonlySet<ApiPromotion['status']> = new Set(['join', 'claim']);

function Card({ promotion }: { promotion: ApiPromotion }) {
  const { t } = useTranslation();
  const { dateTime } = usePageFormats();
  return (
    <li data-promotion-id={promotion.id}>
      <Link to={`#${promotion.id}`} aria-label={t('promotion.open', { title: promotion.title })}>
        <FallbackImage
          src={promotion.imageUrl}
          alt=""
          fallback="game"
          ratio="16 / 9"
          loading="lazy"
        />
        <h2>{promotion.title}</h2>
        <p>
          {t(`promotion.type.${TYPE_KEY[promotion.type]}`)} ·{' '}
          {t(`promotion.period.${promotion.settlement}`)}
        </p>
        <p>
          {dateTime(promotion.startsAt)} – {dateTime(promotion.endsAt)}
        </p>
        <p className="status">
          <span className={CALLS_TO_ACTION.has(promotion.status) ? 'act' : undefined}>
            {t(`promotion.status.${STATUS_KEY[promotion.status]}`)}
          </span>
        </p>
      </Link>
    </li>
  );
}

export function PromotionsPage() {
  const { t } = useTranslation();
  const loadState = useLoadState();
  const { hash } = useLocation();
  const navigate = useNavigate();
  const [type, setType] = useState<ApiPromotion['type'] | ''>('');
  const promotions = useGatewayQuery('promotions', type ? { type } : {});
  // The hash's promotion is read from the unfiltered list, so a link lands whatever the filter.
  const all = useGatewayQuery('promotions', {});
  const openId = Number(hash.slice(1));
  const opened = all.data?.list.find((promotion) => promotion.id === openId);
  return (
    <PageSection aria-labelledby="promotions-title">
      <h1 id="promotions-title">{t('promotion.title')}</h1>
      <ZaloReward />
      <ChoiceChips
        label={t('promotion.filter')}
        chips={[
          { value: '', label: t('common.all') },
          ...PROMOTION_TYPES.map((each) => ({
            value: each,
            label: t(`promotion.type.${TYPE_KEY[each]}`),
          })),
        ]}
        selected={type}
        onSelect={(value) => setType(value as ApiPromotion['type'] | '')}
      />
      <LoadState {...loadState(promotions, (value) => value.list.length === 0)}>
        <Cards aria-label={t('promotion.list')}>
          {(promotions.data?.list ?? []).map((promotion) => (
            <Card key={promotion.id} promotion={promotion} />
          ))}
        </Cards>
      </LoadState>
      {hash.length > 1 && all.isSuccess && !opened && (
        <p role="status">{t('promotion.notFound')}</p>
      )}
      {opened && (
        <PromotionDetail
          promotion={opened}
          onClose={() => void navigate({ hash: '' }, { replace: true })}
        />
      )}
    </PageSection>
  );
}
