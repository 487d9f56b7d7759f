// The goods of the mall (spec 001 §2 Points mall screens): image, name, points and amount
// requirements, stock; a good opens its details and redeem (./redeem-dialog.tsx).
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/button';
import { FallbackImage } from '../../../components/fallback-image';
import { LoadState } from '../../../components/load-state';
import { tileGrid } from '../../../components/tile-grid';
import { useGatewayQuery } from '../../../lib/api';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useLoadState, usePageFormats } from '../use-page-tools';
import { RedeemDialog, type Good } from './redeem-dialog';

const Grid = styled(tileGrid('12rem'))`
  li {
    display: flex;
    flex-direction: column;
    gap: 0.25rem;
    padding: 0.75rem;
    background: var(--skin-surface);
    border-radius: var(--skin-radius);
  }
  h3 {
    margin: 0.25rem 0 0;
    font-size: 1rem;
  }
  p {
    margin: 0;
    color: var(--skin-text-muted);
  }
  button {
    margin-top: auto;
  }
`;

export function GoodsList({
  available,
  format,
}: {
  available: number;
  format: (points: number) => string;
}) {
  const { t } = useTranslation();
  const { money } = usePageFormats();
  const loadState = useLoadState();
  const goods = useGatewayQuery('pointsRewards');
  const [open, setOpen] = useState<Good | null>(null);
  return (
    <LoadState {...loadState(goods, (value) => value.list.length === 0)}>
      <Grid aria-label={t('points.goods')}>
        {(goods.data?.list ?? []).map((good) => (
          <li key={good.id} data-goods-id={good.id}>
            <FallbackImage
              src={good.imageUrl}
              alt=""
              fallback="game"
              ratio="4 / 3"
              loading="lazy"
            />
            <h3>{good.name}</h3>
            <p>
              {t('points.pointsRequired')}: {format(good.points)}
            </p>
            <p>
              {t('points.amountRequired')}: {money(good.amountRequirement)}
            </p>
            <p>{good.stock > 0 ? `${t('points.stock')}: ${good.stock}` : t('points.outOfStock')}</p>
            <Button
              variant="secondary"
              aria-label={`${t('points.goodsDetails')}: ${good.name}`}
              onClick={() => setOpen(good)}
            >
              {t('points.goodsDetails')}
            </Button>
          </li>
        ))}
      </Grid>
      {open && (
        <RedeemDialog
          good={open}
          available={available}
          format={format}
          onClose={() => setOpen(null)}
        />
      )}
    </LoadState>
  );
}
