// What every page below the boot gate reads from boot: the site skin, boot's state and whether it
// draws the build's first view (src/lib/browser/use-first-view.ts). One component for the two trees
// that must be the same: the build's first view (src/prerender/render-first-view.tsx) and the
// runtime's first render, which hydrates it (./boot-gate.tsx).
import type { ReactNode } from 'react';
import type { SiteSkin } from '../../../engine';
import { FirstViewProvider } from '../../lib/browser/use-first-view';
import { SiteSkinProvider } from '../../lib/skin/skin-context';
import { BootContext, type BootState } from './boot-context';

export function SiteFrame({
  site,
  boot,
  firstView,
  children,
}: {
  site: SiteSkin;
  boot: BootState;
  /** The tree draws the build's first view: boot has not decided yet. */
  firstView: boolean;
  children: ReactNode;
}) {
  return (
    <SiteSkinProvider skin={site}>
      <BootContext.Provider value={boot}>
        <FirstViewProvider value={firstView}>{children}</FirstViewProvider>
      </BootContext.Provider>
    </SiteSkinProvider>
  );
}
