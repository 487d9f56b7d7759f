// The logged-in header's balance: the `balance` read formatted by the engine (2 decimals with the
// currency symbol, asterisks when hidden; spec 000 §2), the hide toggle kept across reloads and a
// refresh that asks the gateway again. A claim's credit (../session/credit-moment.ts) plays here:
// the lazy `BalanceMoment` flies the amount in and counts up to the gateway's figure, then one
// polite announcement says the credit and the new balance. Under reduced motion or with the
// balance hidden, the figure just changes and the announcement follows.
import { Suspense, useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import { formatBalance } from '../../../engine';
import { VisuallyHidden } from '../../components/visually-hidden';
import { usePrefersReducedMotion } from '../../lib/browser/use-media-query';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useLanguage } from '../preferences/use-language';
import { useCreditMomentStore, type CreditMoment } from '../session/credit-moment';
import type { BalanceMomentProps } from './balance-moment';
import { BalanceToggle } from './components/balance-toggle';
import { useShellPreferences } from './shell-preferences';
import { useBalance } from './use-balance';

export interface HeaderBalanceProps {
  /** A claim's credit flying into the balance (lazy: ./balance-moment.tsx). */
  BalanceMoment?: ComponentType<BalanceMomentProps>;
}

export function HeaderBalance({ BalanceMoment }: HeaderBalanceProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const balance = useBalance();
  const hidden = useShellPreferences((state) => state.balanceHidden);
  const toggleHidden = useShellPreferences((state) => state.toggleBalanceHidden);
  const moment = useCreditMomentStore((state) => state.moment);
  const settle = useCreditMomentStore((state) => state.settle);
  const reducedMotion = usePrefersReducedMotion();
  const figureRef = useRef<HTMLOutputElement>(null);
  const [figure, setFigure] = useState<{ id: number; amount: string } | null>(null);
  const [announcement, setAnnouncement] = useState<{ id: number; text: string } | null>(null);
  const currencySymbol = balance.data?.currencySymbol ?? '';
  const format = (amount: string | undefined) =>
    formatBalance({ amount, currencySymbol, locale: language, hidden });
  const plays = Boolean(moment && BalanceMoment && !reducedMotion && !hidden);

  const finish = (done: CreditMoment) => {
    const amount = formatBalance({
      amount: done.amount,
      currencySymbol,
      locale: language,
      hidden: false,
    });
    setAnnouncement({
      id: done.id,
      text: hidden
        ? t('header.credited', { amount })
        : t('header.creditedBalance', { amount, balance: format(done.to) }),
    });
    setFigure(null);
    settle(done.id);
  };
  const finishRef = useRef(finish);
  useLayoutEffect(() => {
    finishRef.current = finish;
  });
  // Nothing to play: the balance read already holds the gateway's figure; say it once.
  useEffect(() => {
    if (moment && !plays) finishRef.current(moment);
  }, [moment, plays]);

  // While the moment plays, the figure is the count's (from the balance it had), not the read's.
  const shown =
    moment && plays
      ? figure?.id === moment.id
        ? figure.amount
        : (moment.from ?? balance.data?.balance)
      : balance.data?.balance;
  return (
    <>
      <BalanceToggle
        label={t('header.balance')}
        text={format(shown)}
        hidden={hidden}
        refreshing={balance.isFetching}
        counting={moment !== null}
        figureRef={figureRef}
        hideLabel={t('header.hideBalance')}
        showLabel={t('header.showBalance')}
        refreshLabel={t('header.refreshBalance')}
        onToggleHidden={toggleHidden}
        onRefresh={() => void balance.refetch()}
      />
      <VisuallyHidden role="status">
        {announcement && <span key={announcement.id}>{announcement.text}</span>}
      </VisuallyHidden>
      {moment && plays && BalanceMoment && (
        <Suspense fallback={null}>
          <BalanceMoment
            key={moment.id}
            moment={moment}
            target={figureRef}
            chipText={`+ ${format(moment.amount)}`}
            onFigure={(amount) => setFigure({ id: moment.id, amount })}
            onDone={() => finish(moment)}
          />
        </Suspense>
      )}
    </>
  );
}
