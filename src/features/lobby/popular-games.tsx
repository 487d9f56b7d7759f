// The games most played on the site this week (spec 001 §7 "GET popular"), under the home's search
// results: a player who searched for a name that found little, or nothing, has what others play
// one glance below. At most 12 (the gateway fills up with hot games).
import { useGatewayQuery } from '../../lib/api';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useLanguage } from '../preferences/use-language';
import { GameCards } from './game-cards';

export function PopularGames() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const popular = useGatewayQuery('popular', { language }, { staleTime: 5 * 60_000 });
  return (
    <section aria-labelledby="popular-games-title">
      <h2 id="popular-games-title">{t('lobby.popular')}</h2>
      <GameCards
        label={t('lobby.popular')}
        games={popular.data?.list}
        loading={popular.isPending}
        pageKey="popular"
        placeholders={6}
      />
    </section>
  );
}
