// The two skins of a page, one for each side of the boot gate (src/features/boot/boot-gate.tsx):
//   useSkin()       the site skin: the resolved skin with boot's decisions folded in (engine
//                   siteSkin). Every page, layout and feature component reads this one, so it can
//                   only read what the gateway allowed (a points mall its module tree switched off
//                   is off here, whatever the skin wished).
//   useBuildSkin()  the resolved skin as the build inlined it (the brand's wishes), only for what
//                   runs before boot decides: the boot gate itself (boot.tsx, src/app/app.tsx and
//                   src/app/providers.tsx hand it down as a prop).
// The build's skin never changes while the page lives (a new skin is a new build), and the site
// skin only when boot decides again (a later permission answer, such as the end of a maintenance),
// so plain contexts are enough.
import { createContext, useContext, type ReactNode } from 'react';
import type { ResolvedSkin, SiteSkin } from '../../../engine';

const BuildSkinContext = createContext<ResolvedSkin | null>(null);
const SiteSkinContext = createContext<SiteSkin | null>(null);

export function BuildSkinProvider({ skin, children }: { skin: ResolvedSkin; children: ReactNode }) {
  return <BuildSkinContext.Provider value={skin}>{children}</BuildSkinContext.Provider>;
}

export function SiteSkinProvider({ skin, children }: { skin: SiteSkin; children: ReactNode }) {
  return <SiteSkinContext.Provider value={skin}>{children}</SiteSkinContext.Provider>;
}

/**
 * The skin's wishes before the gateway has had its say: only for what runs before boot decides.
 */
export function useBuildSkin(): ResolvedSkin {
  const skin = useContext(BuildSkinContext);
  if (!skin) {
    throw new Error(
      'useBuildSkin() needs a <BuildSkinProvider> above it (src/app/providers.tsx sets one up).',
    );
  }
  return skin;
}

/** The skin the site renders: what the brand chose, as far as the gateway allowed it. */
export function useSkin(): SiteSkin {
  const skin = useContext(SiteSkinContext);
  if (!skin) {
    throw new Error(
      'useSkin() needs <BootGate> above it, which provides the site skin once boot has decided (src/app/app.tsx sets it up); code that runs before boot reads useBuildSkin().',
    );
  }
  return skin;
}
