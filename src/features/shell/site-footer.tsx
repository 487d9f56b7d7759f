// The footer (spec 000 §2 Shell): game types, help links opening the help modal (/help#tag in a
// new tab), feedback and complaints, the blog and the live chat's chat room (each when on), social
// links with their icons, vendor logos, the skin's age badge (18+ or 21+), the copyright and the
// mirror sites: the permission's domainRoute and the skin's own (engine mirrorLinks). Which parts
// show is the skin's (menus.footer, links.social, mirrors) and the gateway's (domainRoute).
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  categoryPath,
  footerHelpLinks,
  GAME_VENDORS_PAYLOAD,
  mirrorLinks,
  type ApiVendorCard,
} from '../../../engine';
import { useGatewayQuery } from '../../lib/api';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useSkin } from '../../lib/skin/skin-context';
import { useFeature, useImageUrl, usePermission } from '../boot/boot-context';
import { useModal } from '../modals/use-modal';
import { HelpLine } from './components/help-line';
import { SocialIcon } from './components/social-icon';

// Below the fold on every page: skipped until it nears the screen (as the home's rows).
const Footer = styled.footer`
  display: grid;
  content-visibility: auto;
  contain-intrinsic-size: auto 30rem;
  gap: 1.5rem;
  padding: 2rem 1rem;
  color: var(--skin-text-muted);
  background: var(--skin-surface);
  border-top: 1px solid var(--skin-border);
  .columns {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
    gap: 1.5rem;
  }
  h2 {
    margin: 0 0 0.5rem;
    font-size: 1rem;
    color: var(--skin-text);
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li a,
  li .link {
    display: inline-block;
    padding: 0.375rem 0;
    color: var(--skin-text-muted);
  }
  li .link {
    font: inherit;
    text-decoration: underline;
    background: none;
    border: 0;
    cursor: pointer;
  }
  .social ul,
  .vendors ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }
  .social a {
    display: inline-grid;
    place-items: center;
    width: 2.75rem;
    height: 2.75rem;
    padding: 0;
    color: var(--skin-text);
    background: var(--skin-surface-raised);
    border-radius: 50%;
  }
  .vendors img {
    display: block;
    height: 2rem;
    width: auto;
  }
  .legal {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.75rem;
    margin: 0;
  }
  .age {
    display: inline-grid;
    place-items: center;
    min-width: 2.75rem;
    height: 2.75rem;
    padding: 0 0.25rem;
    font-weight: 700;
    color: var(--skin-text);
    border: 2px solid var(--skin-danger);
    border-radius: 50%;
  }
  .market {
    padding: 0.25rem 0.5rem;
    font-weight: 700;
    color: var(--skin-text);
    border: 1px solid var(--skin-border);
    border-radius: var(--skin-radius);
  }
  .legal a {
    color: var(--skin-text);
  }
  .mirrors p {
    margin: 0 0 0.5rem;
  }
`;

function uniqueVendors(
  lanes: ReadonlyArray<{ cards: ApiVendorCard[] }> | undefined,
): ApiVendorCard[] {
  const seen = new Map<string, ApiVendorCard>();
  for (const lane of lanes ?? []) {
    for (const card of lane.cards) if (!seen.has(card.vassalage)) seen.set(card.vassalage, card);
  }
  return [...seen.values()];
}

export function SiteFooter() {
  const { t } = useTranslation();
  const { open } = useModal();
  const blog = useFeature('blog');
  const chat = useFeature('chat');
  const {
    brand,
    menus,
    links,
    ageGate,
    compliance,
    mirrors: skinMirrors,
    navCategories,
  } = useSkin();
  // The gateway's mirrors (domainRoute) and the skin's, less the host the player is on.
  const mirrors = mirrorLinks(
    usePermission()?.info?.domainRoute,
    skinMirrors,
    window.location.host,
  );
  const imageUrl = useImageUrl();
  const lanes = useGatewayQuery('gameVendors', GAME_VENDORS_PAYLOAD, {
    enabled: menus.footer.showVendorLogos,
  }).data?.data.lanes;
  const vendors = menus.footer.showVendorLogos ? uniqueVendors(lanes) : [];
  const helpLinks = footerHelpLinks(menus.footer.help);
  const age = ageGate.minimumAge;

  return (
    <Footer aria-label={t('footer.label')}>
      <div className="columns">
        {menus.footer.showGameTypes && navCategories.length > 0 && (
          <section aria-labelledby="footer-games">
            <h2 id="footer-games">{t('footer.gameTypes')}</h2>
            <ul>
              {navCategories.map((category) => (
                <li key={category}>
                  <Link to={categoryPath(category)}>{t(`category.${category}`)}</Link>
                </li>
              ))}
            </ul>
          </section>
        )}
        {helpLinks.length > 0 && (
          <section aria-labelledby="footer-help">
            <h2 id="footer-help">{t('footer.help')}</h2>
            <ul>
              {helpLinks.map((link) => (
                <li key={link.tag}>
                  <Link
                    to={link.href}
                    onClick={(event) => {
                      // A plain click opens the help modal; a new tab still gets the /help page.
                      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) {
                        return;
                      }
                      event.preventDefault();
                      open('help', { tag: link.tag });
                    }}
                  >
                    {t(link.tag === 'term' ? 'footer.terms' : `help.${link.tag}`)}
                  </Link>
                </li>
              ))}
              <li>
                <Link to="/feedback">{t('feedback.link')}</Link>
              </li>
              {blog && (
                <li>
                  <Link to="/blog">{t('blog.title')}</Link>
                </li>
              )}
              {chat && (
                <li>
                  <button type="button" className="link" onClick={() => open('chatRoom')}>
                    {t('chat.title')}
                  </button>
                </li>
              )}
            </ul>
          </section>
        )}
        {links.social.length > 0 && (
          <section className="social" aria-labelledby="footer-social">
            <h2 id="footer-social">{t('footer.followUs')}</h2>
            <ul>
              {links.social.map((social) => (
                <li key={social.network}>
                  <a
                    href={social.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t(`social.${social.network}`)}
                    title={t(`social.${social.network}`)}
                  >
                    <SocialIcon network={social.network} />
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
        {mirrors.length > 0 && (
          <section className="mirrors" aria-labelledby="footer-mirrors">
            <h2 id="footer-mirrors">{t('footer.mirrors')}</h2>
            <p>{t('footer.mirrorsIntro')}</p>
            <ul>
              {mirrors.map((mirror) => (
                <li key={mirror.url}>
                  <a href={mirror.url} rel="noopener">
                    {mirror.label}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
      {vendors.length > 0 && (
        <section className="vendors" aria-labelledby="footer-vendors">
          <h2 id="footer-vendors">{t('footer.vendors')}</h2>
          <ul>
            {vendors.map((vendor) => (
              <li key={vendor.vassalage}>
                <img
                  src={imageUrl(vendor.iconUrl)}
                  alt={vendor.name}
                  loading="lazy"
                  width="64"
                  height="32"
                />
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className="legal">
        <span
          className="age"
          role="img"
          aria-label={t('footer.ageBadgeLabel', { age })}
          data-age-badge={age}
        >
          {t('footer.ageBadge', { age })}
        </span>
        <span>{t('footer.ageNotice', { age })}</span>
        {compliance.helpLine && (
          <HelpLine
            badge={
              compliance.jurisdiction === 'none'
                ? ''
                : t('rg.badge', { age, regulator: t(`rg.regulator.${compliance.jurisdiction}`) })
            }
            market={compliance.jurisdiction}
            text={t('rg.helpLine', compliance.helpLine)}
            url={compliance.helpLine.url}
            phone={compliance.helpLine.phone}
          />
        )}
        {brand.copyright && <small>{brand.copyright}</small>}
      </div>
    </Footer>
  );
}
