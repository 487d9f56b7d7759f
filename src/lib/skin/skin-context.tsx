// The resolved skin for every component below <SkinProvider>. It never changes while the page lives
// (a new skin is a new build), so a plain context is enough.
import { createContext, useContext, type ReactNode } from 'react';
import type { ResolvedSkin } from '../../../engine';

const SkinContext = createContext<ResolvedSkin | null>(null);

export function SkinProvider({ skin, children }: { skin: ResolvedSkin; children: ReactNode }) {
  return <SkinContext.Provider value={skin}>{children}</SkinContext.Provider>;
}

export function useSkin(): ResolvedSkin {
  const skin = useContext(SkinContext);
  if (!skin) {
    throw new Error(
      'useSkin() needs a <SkinProvider> above it (src/app/providers.tsx sets one up).',
    );
  }
  return skin;
}
