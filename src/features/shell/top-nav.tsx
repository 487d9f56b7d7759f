// Top navigation (spec 000 §2, spec 001 §2 Layout): Home, the skin's categories that have at least
// one vendor (the site skin's navCategories, in the skin's order), Promotions. Hovering a category —
// or ArrowDown on it — shows its vendors; a category with a single vendor launches it directly
// (not HOME, PROMO, PVP, FISH, RNG). Launching is the lobby's: the app passes `onLaunchVendor`.
// The header draws it on every page but the home (HeaderNav): the home's game menu (spec 001 §2
// Home: HOME, FAV, HOT, then the categories) is its own row of chips on every screen, so a wide
// screen would list the categories twice; the side menu beside the page keeps Home and the
// promotions in reach there, and a phone's menu sheet still holds the navigation.
import {
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import {
  categoryPath,
  directLaunchVendor,
  GAME_VENDORS_PAYLOAD,
  NEVER_LAUNCH_DIRECTLY,
  showsHome,
  topNavEntries,
  vendorPanel,
  type ApiVendorCard,
  type Category,
  type NavEntryId,
} from '../../../engine';
import { useGatewayQuery } from '../../lib/api';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useSkin } from '../../lib/skin/skin-context';
import { VendorPanel, type PanelVendor } from './components/vendor-panel';

export interface VendorLaunch {
  category: Category;
  vassalage: string;
  name: string;
}

const Nav = styled.nav`
  position: relative;
  ul.entries {
    display: flex;
    gap: 0.25rem;
    margin: 0;
    padding: 0;
    list-style: none;
    overflow-x: auto;
    scrollbar-width: thin;
  }
  ul.entries a {
    display: inline-flex;
    align-items: center;
    min-height: 2.75rem;
    padding: 0 0.75rem;
    color: var(--skin-text-muted);
    text-decoration: none;
    white-space: nowrap;
    border-bottom: 2px solid transparent;
  }
  ul.entries a.active {
    color: var(--skin-text);
    border-bottom-color: var(--skin-primary);
  }
  ul.entries a:focus-visible {
    outline: 2px solid var(--skin-text);
    outline-offset: -2px;
  }
`;

export function TopNav({ onLaunchVendor }: { onLaunchVendor?: (launch: VendorLaunch) => void }) {
  const { t } = useTranslation();
  const { navCategories } = useSkin();
  const lanes = useGatewayQuery('gameVendors', GAME_VENDORS_PAYLOAD).data?.data.lanes;
  const [openEntry, setOpenEntry] = useState<NavEntryId | null>(null);
  const panelId = useId();
  const nav = useRef<HTMLElement>(null);

  const panel = openEntry ? vendorPanel<ApiVendorCard>(openEntry, lanes) : null;
  const launchable = (entry: NavEntryId): entry is Category =>
    Boolean(onLaunchVendor) && !NEVER_LAUNCH_DIRECTLY.includes(entry);

  const onEntryClick = (entry: NavEntryId, event: MouseEvent) => {
    setOpenEntry(null);
    const only = directLaunchVendor(entry, vendorPanel<ApiVendorCard>(entry, lanes)?.vendors);
    if (only && launchable(entry)) {
      event.preventDefault();
      onLaunchVendor?.({ category: entry, vassalage: only.vassalage, name: only.name });
    }
  };
  const onEntryKey = (entry: NavEntryId, event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' || !vendorPanel(entry, lanes)) return;
    event.preventDefault();
    setOpenEntry(entry);
    requestAnimationFrame(() => document.getElementById(panelId)?.querySelector('a')?.focus());
  };
  const onNavKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !openEntry) return;
    const entry = openEntry;
    setOpenEntry(null);
    nav.current?.querySelector<HTMLElement>(`[data-entry="${entry}"]`)?.focus();
  };
  const onNavBlur = (event: FocusEvent) => {
    if (!nav.current?.contains(event.relatedTarget as Node | null)) setOpenEntry(null);
  };
  const onVendor = (entry: NavEntryId, vendor: PanelVendor, event: MouseEvent) => {
    setOpenEntry(null);
    // In the categories whose vendor is the game (sports, live, lottery…) a vendor click plays it;
    // in PVP, FISH and RNG it opens that vendor's lobby (the link's own target).
    if (launchable(entry)) {
      event.preventDefault();
      onLaunchVendor?.({ category: entry, vassalage: vendor.code, name: vendor.name });
    }
  };

  return (
    <Nav
      ref={nav}
      aria-label={t('nav.label')}
      onMouseLeave={() => setOpenEntry(null)}
      onKeyDown={onNavKey}
      onBlur={onNavBlur}
    >
      <ul className="entries">
        {topNavEntries(navCategories).map((entry) => (
          <li key={entry.id} onMouseEnter={() => setOpenEntry(entry.id)}>
            <NavLink
              to={entry.path}
              end={entry.id === 'HOME'}
              data-entry={entry.id}
              aria-controls={openEntry === entry.id && panel ? panelId : undefined}
              onClick={(event) => onEntryClick(entry.id, event)}
              onKeyDown={(event) => onEntryKey(entry.id, event)}
            >
              {t(`category.${entry.id}`)}
            </NavLink>
          </li>
        ))}
      </ul>
      {openEntry && panel && (
        <VendorPanel
          id={panelId}
          title={t('nav.vendors', { category: t(`category.${openEntry}`) })}
          enlarged={panel.enlarged}
          vendors={panel.vendors.map((card) => ({
            code: card.vassalage,
            name: card.name,
            iconUrl: card.iconUrl,
            href: `${categoryPath(openEntry as Category)}?vassalage=${encodeURIComponent(card.vassalage)}`,
          }))}
          onSelect={(vendor, event) => onVendor(openEntry, vendor, event)}
        />
      )}
    </Nav>
  );
}

/** The header's navigation on every page but the home (see the header of this file). */
export function HeaderNav({ onLaunchVendor }: { onLaunchVendor?: (launch: VendorLaunch) => void }) {
  return showsHome(useLocation().pathname) ? null : <TopNav onLaunchVendor={onLaunchVendor} />;
}
