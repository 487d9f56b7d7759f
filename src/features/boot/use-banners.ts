// One banner group as the page shows it (spec 000 §2 "Banners per group": w_home, w_login,
// w_register, w_forget, w_leftmenu): the skin's, then the gateway's (announcements, the same call the
// home, the popup and the notices share), none leading to a feature that is off (engine
// groupBanners). The skin's pictures become URLs here. The gateway's are asked for once the page is
// live (the home's first banner is the skin's, standing still until then).
import { groupBanners, type BannerGroup, type HomeBanner } from '../../../engine';
import { useGatewayQuery } from '../../lib/api';
import { useAfterFirstPaint } from '../../lib/browser/after-first-paint';
import { skinAssetUrl } from '../../lib/skin/skin-asset-url';
import { useSkin } from '../../lib/skin/skin-context';
import { useLanguage } from '../preferences/use-language';

export function useBanners(group: BannerGroup): HomeBanner[] {
  const skin = useSkin();
  const { language } = useLanguage();
  const announcements = useGatewayQuery(
    'announcements',
    { platform: 'W' },
    { staleTime: 5 * 60_000, enabled: useAfterFirstPaint() },
  );
  return groupBanners(
    group,
    skin.banners[group] ?? [],
    announcements.data?.banners ?? [],
    (feature) => skin.features[feature].on,
    language,
  ).map((banner) =>
    banner.key.startsWith('skin-') ? { ...banner, image: skinAssetUrl(banner.image) } : banner,
  );
}
