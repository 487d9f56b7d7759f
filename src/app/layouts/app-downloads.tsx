// App download links with QR codes (spec 000 §2). The QR chunk loads when the panel opens, so a
// home visit never pays for the encoder.
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSkin } from '../../lib/skin/skin-context';
import { LazyAppQrCode } from '../lazy/lazy-chunks';

export function AppDownloads() {
  const { t } = useTranslation();
  const { links } = useSkin();
  const [open, setOpen] = useState(false);
  const apps = (['ios', 'android'] as const).flatMap((platform) => (links.apps[platform] ? [{ platform, url: links.apps[platform] }] : []));
  if (apps.length === 0) return null;
  return (
    <details onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{t('sideMenu.appDownload')}</summary>
      {open && (
        <Suspense fallback={null}>
          {apps.map(({ platform, url }) => (
            <a key={platform} href={url}>
              <LazyAppQrCode url={url} label={t(`app.${platform}`)} />
            </a>
          ))}
        </Suspense>
      )}
    </details>
  );
}
