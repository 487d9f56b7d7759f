// Whether the calling component draws the build's first view: true on the build's renderer and in
// the runtime until boot has decided (the boot gate provides it: src/features/boot/site-frame.tsx),
// false in every render after and wherever no boot gate is (a component test). What a component
// reads from outside React — the gateway's answers in the query cache, a media query, a store the
// player's storage fills, a random draw — it draws as the first view did while this is true, so the
// runtime's hydration matches the view, even where React hydrates a part late (a Suspense
// boundary's content, after the frame around it has mounted and asked the gateway). When boot
// decides, this turns false in the same transition that draws the decision: one re-render, in
// slices, rather than React's synchronous one for each store whose value moved during hydration.
import { createContext, useContext } from 'react';

const FirstViewContext = createContext(false);

export const FirstViewProvider = FirstViewContext.Provider;

export function useFirstView(): boolean {
  return useContext(FirstViewContext);
}
