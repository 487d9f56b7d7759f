// Boot (spec 000 §4 system status): the permission call decides what the page is — 0 the
// site, 1 the maintenance page, 2 the region-blocked page. Then, for a site that runs, the
// registration settings and rules and the game vendors refine the skin (mergeEffective). Every
// answer goes through the engine's merge, which sets a malformed one aside with a reason instead of
// failing; a permission call that fails outright leaves the skin's own choices and a notice
// (./boot-notice.tsx). Nothing here can leave a white screen: if even the merge's chunk cannot be
// loaded, the page says so and offers a reload.
// The gate is where the build's skin (useBuildSkin: the brand's wishes) becomes the site skin
// (useSkin: those wishes as far as the gateway allowed them, engine siteSkin); everything it
// renders reads the latter, so nothing below can show a feature the gateway switched off. On a page
// with the build's first view, the gate's first render is that view's tree — the site skin it was
// rendered from, FIRST_VIEW_BOOT — which the runtime hydrates (src/boot.tsx); the page stays
// inert until boot has decided, and boot's decision then updates it like any later answer.
import { useQueryClient } from '@tanstack/react-query';
import {
  useDeferredValue,
  Suspense,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { GAME_VENDORS_PAYLOAD, SYSTEM_STATUS, systemStatus, type SiteSkin } from '../../../engine';
import { Button } from '../../components/button';
import { RouteLoader } from '../../components/spinner';
import { StatusPanel } from '../../components/status-panel';
import { useGatewayQuery } from '../../lib/api';
import { markPageLive } from '../../lib/browser/after-first-paint';
import { releaseFirstView } from '../../lib/browser/first-view';
import { useTranslation } from '../../lib/i18n/use-translation';
import { skinAssetUrl } from '../../lib/skin/skin-asset-url';
import { useBuildSkin } from '../../lib/skin/skin-context';
import { FIRST_VIEW_BOOT, type BootState, type Permission } from './boot-context';
import { BOOT_ANSWERS_WAIT_MS, PERMISSION_QUERY_KEY, STATUS_RECHECK_MS } from './boot-queries';
import type { bootDecisions } from './effective-merge';
import { SiteFrame } from './site-frame';
import { useMainDomainRedirect } from './use-main-domain-redirect';

export type BootDecisions = typeof bootDecisions;

/**
 * The pages in place of the site while it is down (./maintenance-page.tsx,
 * ./region-blocked-page.tsx): the app hands them in as a chunk of their own, since nearly every
 * visit runs without them.
 */
export interface StatusPages {
  Maintenance: ComponentType;
  RegionBlocked: ComponentType;
}

export interface BootGateProps {
  /** Loads ./effective-merge.ts (a chunk of its own) for its decisions; called once, at mount. */
  loadMerge: () => Promise<BootDecisions>;
  /**
   * Loads the lazy parts the page at this address draws first (the player site's frame, the page
   * itself); called once, at mount. Boot waits for them as it waits for its reads, so the live page
   * that replaces the build's first view draws the page, not its loader. A failure holds nothing
   * back: the render loads the part again (lazyWithReload). Absent: nothing to wait for.
   */
  preparePage?: () => Promise<void>;
  statusPages: StatusPages;
  /**
   * The site skin the build's first view was rendered from, when the page hydrates one: the gate
   * renders the site on it until boot has decided. Absent: a loader until then.
   */
  firstSite?: SiteSkin;
  children: ReactNode;
}

/** What a promise the gate waits for came to: null while it is out. */
type Settled<T> = { value: T } | { failed: true } | null;

/** Starts `start` once, at mount, and tells how it settled. */
function useSettled<T>(start: () => Promise<T>): Settled<T> {
  const [settled, setSettled] = useState<Settled<T>>(null);
  useEffect(() => {
    let live = true;
    start().then(
      (value) => live && setSettled({ value }),
      () => live && setSettled({ failed: true }),
    );
    return () => {
      live = false;
    };
  }, [start]);
  return settled;
}

const nothingToPrepare = () => Promise.resolve();

/**
 * Boot has decided once the permission call has answered and, for a site that runs, the settings,
 * rules and vendors asked for beside it have answered too (or failed), and the page's first parts
 * are here, so the site is merged and drawn once, not once per answer (each a render of the whole
 * site). What is slower than BOOT_ANSWERS_WAIT_MS after the permission does not hold the site back:
 * a read refines it when it comes, a part shows its loader until it does. A site that is down shows
 * its status page at once.
 */
function useBootDecided(
  permission: { isPending: boolean; data?: Permission },
  others: readonly { isPending: boolean }[],
): boolean {
  const answered = !permission.isPending;
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    if (!answered) return;
    const timer = setTimeout(() => setWaited(true), BOOT_ANSWERS_WAIT_MS);
    return () => clearTimeout(timer);
  }, [answered]);
  if (!answered) return false;
  const running = systemStatus(permission.data ?? {}) === SYSTEM_STATUS.normal;
  return waited || !running || others.every((query) => !query.isPending);
}

export function BootGate({
  loadMerge,
  preparePage = nothingToPrepare,
  statusPages,
  firstSite,
  children,
}: BootGateProps) {
  const { t } = useTranslation();
  const skin = useBuildSkin();
  const queryClient = useQueryClient();
  const loaded = useSettled(loadMerge);
  // The page's parts settle either way: one that failed to load is loaded again by the render.
  const pagePrepared = useSettled(preparePage) !== null;
  const permission = useGatewayQuery('permission', undefined, {
    staleTime: Infinity,
    refetchInterval: (query) =>
      query.state.data && systemStatus(query.state.data) !== SYSTEM_STATUS.normal
        ? STATUS_RECHECK_MS
        : false,
  });
  // Spec 000 §7: registration settings and rules are "cached": one read per page. They and the
  // game vendors are asked for beside the permission call, not after it: the merge waits for them
  // all, and a site that turns out to be down only wasted three reads.
  const settings = useGatewayQuery('registrationSettings', undefined, { staleTime: Infinity });
  const rules = useGatewayQuery('registrationRules', undefined, { staleTime: Infinity });
  const vendors = useGatewayQuery('gameVendors', GAME_VENDORS_PAYLOAD, {
    staleTime: 5 * 60_000,
  });

  const merge = loaded && 'value' in loaded ? loaded.value : null;
  const decided = useBootDecided(permission, [
    settings,
    rules,
    vendors,
    { isPending: !pagePrepared },
  ]);
  // The whole site renders below the decided skin, once boot has decided (and again should a late
  // answer refine it, or a later refetch change it). The answers are deferred, not just the skin:
  // the merge (which validates the merged skin) and the site's render both run in React's deferred
  // pass, in slices between which the page stays responsive (and the first view stays on screen),
  // instead of inside the urgent render each answer's arrival triggers.
  const answers = useDeferredValue(
    useMemo(
      () => ({
        merge,
        decided,
        inputs: {
          permission: permission.data,
          registrationSettings: settings.data,
          registrationRules: rules.data,
          vendorLanes: vendors.data?.data?.lanes,
        },
      }),
      [merge, decided, permission.data, settings.data, rules.data, vendors.data],
    ),
  );
  const site = useMemo(
    () =>
      answers.merge && answers.decided ? answers.merge.decideSiteSkin(skin, answers.inputs) : null,
    [answers, skin],
  );
  const state = useMemo<BootState>(
    () => ({
      permission: permission.data,
      permissionError: permission.error,
      retrying: permission.isFetching,
      retryPermission: () => void queryClient.invalidateQueries({ queryKey: PERMISSION_QUERY_KEY }),
    }),
    [permission.data, permission.error, permission.isFetching, queryClient],
  );

  // The first view takes input from the commit that first shows boot's decision (a site, a status
  // page or the failure notice); what waits for the live page (useAfterFirstPaint) starts after it.
  const shown = site !== null || (loaded !== null && 'failed' in loaded);
  useLayoutEffect(() => {
    if (shown) releaseFirstView(document);
  }, [shown]);
  useEffect(() => {
    if (shown) markPageLive();
  }, [shown]);

  const redirecting = useMainDomainRedirect(permission.data, merge) !== null;
  const degraded = site?.degraded;
  useEffect(() => {
    // For operators: what the gateway sent that the site set aside.
    if (degraded) console.warn(`Skinforge: ${degraded}`);
  }, [degraded]);

  if (loaded && 'failed' in loaded) {
    const reload = <Button onClick={() => window.location.reload()}>{t('common.reload')}</Button>;
    return (
      <StatusPanel
        logo={skinAssetUrl(skin.brand.logo)}
        logoAlt={skin.brand.name}
        title={t('error.pageFailed')}
        action={reload}
      />
    );
  }
  const loader = <RouteLoader label={t('common.loading')} />;
  if (!site || redirecting) {
    return firstSite ? (
      <SiteFrame site={firstSite} boot={FIRST_VIEW_BOOT} firstView>
        {children}
      </SiteFrame>
    ) : (
      loader
    );
  }
  const { Maintenance, RegionBlocked } = statusPages;
  return (
    <SiteFrame site={site} boot={state} firstView={false}>
      {site.status === SYSTEM_STATUS.maintenance ? (
        <Suspense fallback={loader}>
          <Maintenance />
        </Suspense>
      ) : site.status === SYSTEM_STATUS.regionRestricted ? (
        <Suspense fallback={loader}>
          <RegionBlocked />
        </Suspense>
      ) : (
        children
      )}
    </SiteFrame>
  );
}
