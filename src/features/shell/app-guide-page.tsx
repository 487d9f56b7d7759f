// The app download guides (spec 000 §1: iOS, Android, a lite app): one page per platform the
// permission's resources (or the skin's links) offer, /app/<platform>, with the download link, its QR
// code (size 120, spec 001 §9) and the install steps; tabs lead to the other platforms, and /app or
// a platform not offered opens the first one.
import { Link, Navigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { APP_GUIDE_STEPS, appDownloads, appGuidePath } from '../../../engine';
import { ContentsPage } from '../../components/contents-page';
import { QrCode } from '../../components/qr-code';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useSkin } from '../../lib/skin/skin-context';
import { usePermission } from '../boot/boot-context';

const Page = styled(ContentsPage)`
  nav a[aria-current='page'] {
    font-weight: 600;
  }
  .download {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 1rem;
  }
  ol {
    margin: 0;
    padding-inline-start: 1.25rem;
  }
`;

export function AppGuidePage() {
  const { t } = useTranslation();
  const { platform } = useParams();
  const { links } = useSkin();
  const downloads = appDownloads(usePermission()?.info?.resources, links.apps);
  const current = downloads.find((each) => each.platform === platform);
  if (downloads.length === 0) {
    return (
      <Page>
        <h1>{t('app.none')}</h1>
      </Page>
    );
  }
  if (!current) return <Navigate to={appGuidePath(downloads[0].platform)} replace />;
  const guide = current;
  const name = t(`app.${guide.platform}`);
  return (
    <Page>
      <h1>{t('app.guideTitle', { platform: name })}</h1>
      <nav aria-label={t('app.platforms')}>
        <ul>
          {downloads.map((each) => (
            <li key={each.platform}>
              <Link
                to={appGuidePath(each.platform)}
                aria-current={each.platform === guide.platform ? 'page' : undefined}
              >
                {t(`app.${each.platform}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="download">
        <QrCode url={guide.url} label={`${name} — ${t('app.scan')}`} />
        <a href={guide.url} target="_blank" rel="noopener noreferrer">
          {t('app.open', { platform: name })}
        </a>
      </div>
      <section aria-labelledby="app-steps">
        <h2 id="app-steps">{t('app.guide')}</h2>
        <ol>
          {Array.from({ length: APP_GUIDE_STEPS[guide.platform] }, (_, index) => (
            <li key={index}>{t(`app.steps.${guide.platform}.${index + 1}`)}</li>
          ))}
        </ol>
      </section>
    </Page>
  );
}
