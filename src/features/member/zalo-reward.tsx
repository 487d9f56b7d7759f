// The regional dictionary's Zalo reward line (spec 000 §9 "Zalo reward up to 131K"), where the
// skin shows rewards, for a skin that sets `rewards.zalo`.
import { useTranslation } from '../../lib/i18n/use-translation';
import { useSkin } from '../../lib/skin/skin-context';

export function ZaloReward() {
  const { t } = useTranslation();
  const { rewards } = useSkin();
  return rewards.zalo ? <p>{t('rewards.zalo')}</p> : null;
}
