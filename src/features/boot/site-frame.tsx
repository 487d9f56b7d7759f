// What every page below the boot gate reads from boot: the site skin and boot's state. One
// component for the two trees that must be the same: the build's first view
// (src/prerender/render-first-view.tsx) and the runtime's first render, which hydrates it
// (./boot-gate.tsx).
import type { ReactNode } from 'react';
import type { SiteSkin } from '../../../engine';
import { SiteSkinProvider } from '../../lib/skin/skin-context';
import { BootContext, type BootState } from './boot-context';

export function SiteFrame({
  site,
  boot,
  children,
}: {
  site: SiteSkin;
  boot: BootState;
  children: ReactNode;
}) {
  return (
    <SiteSkinProvider skin={site}>
      <BootContext.Provider value={boot}>{children}</BootContext.Provider>
    </SiteSkinProvider>
  );
}
