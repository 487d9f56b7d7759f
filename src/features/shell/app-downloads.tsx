// App download in the side menu (spec 000 §2: QR codes for iOS and Android; spec 001 §9: QR size
// 120): each platform the permission's resources (or the skin's links) offer, its QR code of the
// download and a link to its install guide (/app/<platform>). The QR encoder is a lazy chunk the
// app passes in (`QrCode`), fetched only when a player opens the panel, so a home visit never pays
// for it.
import { Suspense, useState, type ComponentType } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { appDownloads, appGuidePath } from '../../../engine';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useSkin } from '../../lib/skin/skin-context';
import { usePermission } from '../boot/boot-context';

export type QrCodeComponent = ComponentType<{ url: string; label: string }>;

const Panel = styled.details`
  summary {
    min-height: 2.75rem;
    display: flex;
    align-items: center;
    cursor: pointer;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0.75rem;
    margin: 0.5rem 0 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: grid;
    justify-items: center;
    gap: 0.25rem;
    color: var(--skin-text);
    text-decoration: none;
    font-size: 0.875rem;
  }
  .qr {
    display: grid;
    place-items: center;
    width: 120px;
    height: 120px;
  }
`;

export function AppDownloads({ QrCode }: { QrCode: QrCodeComponent }) {
  const { t } = useTranslation();
  const { links } = useSkin();
  const [open, setOpen] = useState(false);
  const apps = appDownloads(usePermission()?.info?.resources, links.apps);
  if (apps.length === 0) return null;
  return (
    <Panel onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{t('sideMenu.appDownload')}</summary>
      {open && (
        <ul>
          {apps.map(({ platform, url }) => (
            <li key={platform}>
              <Link to={appGuidePath(platform)}>
                <span className="qr">
                  <Suspense fallback={null}>
                    <QrCode url={url} label={`${t(`app.${platform}`)} — ${t('app.scan')}`} />
                  </Suspense>
                </span>
                {t(`app.${platform}`)}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
