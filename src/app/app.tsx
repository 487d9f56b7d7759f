// The app root: the query client, the session, the gateway client, made once per
// mount; providers around the boot gate around the router. boot.tsx hands in what it prepared: the
// build's skin, i18n and, on a page it hydrates, the first view's site skin.
import { useState } from 'react';
import { BootGate, type BootGateProps, type StatusPages } from '../features/boot/boot-gate';
import { PERMISSION_QUERY_KEY } from '../features/boot/boot-queries';
import { createSessionStore } from '../features/session/session-store';
import { takeUrlToken } from '../features/session/url-token';
import { createGatewayClient } from '../lib/api';
import { withEarlyReads } from '../lib/browser/early-reads';
import { webStorage } from '../lib/browser/web-storage';
import { createQueryClient } from '../lib/query-client';
import { LazyMaintenancePage, LazyRegionBlockedPage, preparePlayerSite } from './lazy/lazy-chunks';
import { loadWithReload } from './lazy/lazy-with-reload';
import { AppProviders, type AppProvidersProps } from './providers';
import { AppRouter } from './router';
import { sessionQuerySync } from './session-query-sync';

function createAppServices({ skin, i18n }: Pick<AppProvidersProps, 'skin' | 'i18n'>) {
  const queryClient = createQueryClient();
  const session = createSessionStore({
    session: webStorage('sessionStorage'),
    local: webStorage('localStorage'),
    merchantCode: skin.merchantCode,
    merchant: skin.id,
    // Before the router reads the address, so the token never shows in a route.
    urlToken: takeUrlToken(window.location, window.history),
    ...sessionQuerySync(queryClient),
  });
  const client = createGatewayClient({
    skin,
    getToken: () => session.getState().token,
    getLanguage: () => i18n.language,
    // The entry started boot's reads early; the client takes each as its own (once).
    fetch: withEarlyReads((input, init) => window.fetch(input, init)),
    // Only the token that failed ends the session: a late answer for an old token must not log out
    // a new one.
    onTokenInvalid: (token) => {
      if (session.getState().token === token) session.getState().clearSession();
    },
    onOutage: () => void queryClient.invalidateQueries({ queryKey: PERMISSION_QUERY_KEY }),
  });
  return { queryClient, session, client };
}

// The merge's chunk is asked for as the app starts, so it loads beside the dictionary and the
// permission call instead of after the first render; a failure is the boot gate's to show.
let mergeChunk: ReturnType<BootGateProps['loadMerge']> | undefined;
const loadMerge: BootGateProps['loadMerge'] = () =>
  (mergeChunk ??= loadWithReload('effective-merge', () =>
    import('../features/boot/effective-merge').then((m) => m.bootDecisions),
  ));
const statusPages: StatusPages = {
  Maintenance: LazyMaintenancePage,
  RegionBlocked: LazyRegionBlockedPage,
};
// Likewise the player site's frame and home, with the lazy parts the page at this address renders
// first (a category lobby an ad landed on): their download hides behind the permission call, and
// the boot gate waits for them before it replaces the first view, so the live page draws the page,
// not its loader. A failure is the render's to handle (lazyWithReload loads it again, reload guard
// and all). Both in the task after this module's evaluation, which is already the longest of the
// boot on a phone: starting a dynamic import runs Vite's preload helper over the chunk's
// dependencies, about a tenth of that task.
let pageParts: Promise<void> | undefined;
export const preparePage = () =>
  (pageParts ??= preparePlayerSite(window.location.pathname).catch(() => undefined));
setTimeout(() => {
  loadMerge().catch(() => undefined);
  void preparePage();
}, 0);

export interface AppProps extends Pick<AppProvidersProps, 'skin' | 'i18n'> {
  /** The site skin of the build's first view the page hydrates, if it does (../boot.tsx). */
  firstSite?: BootGateProps['firstSite'];
}

export function App({ skin, i18n, firstSite }: AppProps) {
  const [{ queryClient, session, client }] = useState(() => createAppServices({ skin, i18n }));
  return (
    <AppProviders
      skin={skin}
      i18n={i18n}
      queryClient={queryClient}
      session={session}
      client={client}
    >
      <BootGate
        loadMerge={loadMerge}
        preparePage={preparePage}
        statusPages={statusPages}
        firstSite={firstSite}
      >
        <AppRouter />
      </BootGate>
    </AppProviders>
  );
}
