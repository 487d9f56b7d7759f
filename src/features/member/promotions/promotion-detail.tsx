// One promotion (spec 000 §2 /promotions#<id>): its picture, period, settlement, bonus, content
// (server HTML, sanitised) and what the member may do in its status: join, apply, claim (a raffle
// draw, whose prize wheel turns to the segment the gateway picked, or a settled bonus), or read
// where it stands. A draw's prize and the new balance are shown once the wheel has stopped.
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { ApiPromotion } from '../../../../engine';
import { Button } from '../../../components/button';
import { FactList } from '../../../components/fact-list';
import { FallbackImage } from '../../../components/fallback-image';
import { ModalFrame } from '../../../components/modal-frame';
import { PrizeWheel } from '../../../components/prize-wheel';
import { SafeHtml } from '../../../components/safe-html';
import { gatewayQueryKey, useApiErrorMessage, useGatewayMutation } from '../../../lib/api';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useModal } from '../../modals/use-modal';
import { useCreditBalance, type Credit } from '../../session/credit-moment';
import { useIsLoggedIn } from '../../session/session-context';
import { usePageFormats } from '../use-page-tools';
import { ApplyForm } from './apply-form';
import { STATUS_KEY } from './promotion-labels';

function Actions({ promotion }: { promotion: ApiPromotion }) {
  const { t } = useTranslation();
  const { money } = usePageFormats();
  const errorMessage = useApiErrorMessage();
  const queryClient = useQueryClient();
  const refresh = () => {
    for (const name of ['promotions', 'balance'] as const) {
      void queryClient.invalidateQueries({ queryKey: gatewayQueryKey(name) });
    }
  };
  const join = useGatewayMutation('promotionJoin', { onSuccess: refresh });
  const claim = useGatewayMutation('promotionClaim', { onSuccess: refresh });
  // A draw's prize lands in the balance as the wheel stops (onStopped), not while it turns.
  const draw = useGatewayMutation('raffleClaim', {
    onSuccess: () =>
      void queryClient.invalidateQueries({ queryKey: gatewayQueryKey('promotions') }),
  });
  const [drawRevealed, setDrawRevealed] = useState(false);
  const credit = useCreditBalance();
  // The draw's credit waits for the wheel: noted at the press, played once it stops.
  const drawCredit = useRef<(credit: Credit) => void>(undefined);
  const moved = claim.data ?? (drawRevealed ? draw.data : undefined);
  const failed = [join, claim, draw].find((mutation) => mutation.isError)?.error;
  const button = () => {
    if (promotion.status === 'join' && promotion.mode === 'apply') {
      return <ApplyForm promotionId={promotion.id} onDone={refresh} />;
    }
    if (promotion.status === 'join' && promotion.mode === 'join') {
      return (
        <Button pending={join.isPending} onClick={() => join.mutate({ promotionId: promotion.id })}>
          {t('promotion.join')}
        </Button>
      );
    }
    if (promotion.status === 'claim') {
      const raffle = promotion.mode === 'raffle';
      return (
        <Button
          pending={(raffle ? draw : claim).isPending}
          onClick={(event) => {
            const payload = { promotionId: promotion.id };
            if (raffle) {
              drawCredit.current = credit(event.currentTarget);
              draw.mutate(payload);
            } else {
              claim.mutate(payload, { onSuccess: credit(event.currentTarget) });
            }
          }}
        >
          {t('promotion.claim')}
        </Button>
      );
    }
    return null;
  };
  return (
    <>
      {promotion.mode === 'raffle' && promotion.prizes && promotion.prizes.length > 0 && (
        <PrizeWheel
          label={t('wheel.title')}
          segments={promotion.prizes.map((prize) => money(prize))}
          stopAt={draw.data?.prizeIndex ?? null}
          onStopped={() => {
            setDrawRevealed(true);
            if (draw.data) drawCredit.current?.(draw.data);
            drawCredit.current = undefined;
            refresh();
          }}
        />
      )}
      {button()}
      {moved && <p role="status">{t('promotion.claimedNow', { amount: money(moved.amount) })}</p>}
      {failed && <p role="alert">{errorMessage(failed)}</p>}
    </>
  );
}

export function PromotionDetail({
  promotion,
  onClose,
}: {
  promotion: ApiPromotion;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { money, dateTime } = usePageFormats();
  const loggedIn = useIsLoggedIn();
  const { open } = useModal();
  const facts = [
    {
      term: t('promotion.period'),
      value: `${dateTime(promotion.startsAt)} – ${dateTime(promotion.endsAt)}`,
    },
    { term: t('promotion.settlement'), value: t(`promotion.period.${promotion.settlement}`) },
    {
      term: t('common.status'),
      value: (
        <span data-promotion-status={promotion.status}>
          {t(`promotion.status.${STATUS_KEY[promotion.status]}`)}
        </span>
      ),
    },
    ...(promotion.mode !== 'raffle' && promotion.bonus !== '0.00'
      ? [{ term: t('promotion.bonus'), value: money(promotion.bonus) }]
      : []),
    ...(promotion.mode === 'join' && promotion.targetValidBet !== '0.00'
      ? [{ term: t('promotion.target'), value: money(promotion.targetValidBet) }]
      : []),
    ...(promotion.validBetSinceJoin
      ? [{ term: t('promotion.progress'), value: money(promotion.validBetSinceJoin) }]
      : []),
    ...(promotion.settlesAt
      ? [{ term: t('promotion.settlesAt'), value: dateTime(promotion.settlesAt) }]
      : []),
  ];
  return (
    <ModalFrame title={promotion.title} onClose={onClose} size="large">
      <FallbackImage src={promotion.imageUrl} alt="" fallback="game" ratio="16 / 9" />
      <FactList facts={facts} />
      <SafeHtml html={promotion.content} />
      {loggedIn ? (
        <Actions promotion={promotion} />
      ) : (
        promotion.status === 'join' && (
          <p>
            {t('promotion.logInFirst')}{' '}
            <Button variant="secondary" onClick={() => open('login', {})}>
              {t('promotion.logIn')}
            </Button>
          </p>
        )
      )}
    </ModalFrame>
  );
}
