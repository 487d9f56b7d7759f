// The logged-in header's balance: the `balance` read formatted by the engine (2 decimals with the
// currency symbol, asterisks when hidden; spec 000 §2), the hide toggle kept across reloads and a
// refresh that asks the gateway again.
import { formatBalance } from '../../../engine';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useLanguage } from '../preferences/use-language';
import { BalanceToggle } from './components/balance-toggle';
import { useShellPreferences } from './shell-preferences';
import { useBalance } from './use-balance';

export function HeaderBalance() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const balance = useBalance();
  const hidden = useShellPreferences((state) => state.balanceHidden);
  const toggleHidden = useShellPreferences((state) => state.toggleBalanceHidden);
  const text = formatBalance({
    amount: balance.data?.balance,
    currencySymbol: balance.data?.currencySymbol ?? '',
    locale: language,
    hidden,
  });
  return (
    <BalanceToggle
      label={t('header.balance')}
      text={text}
      hidden={hidden}
      refreshing={balance.isFetching}
      hideLabel={t('header.hideBalance')}
      showLabel={t('header.showBalance')}
      refreshLabel={t('header.refreshBalance')}
      onToggleHidden={toggleHidden}
      onRefresh={() => void balance.refetch()}
    />
  );
}
