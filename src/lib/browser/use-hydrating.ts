// Whether the calling component is rendering the build's first view: true on the build's renderer
// and while the runtime hydrates that view (src/boot.tsx), false in every later render. React
// hydrates a Suspense boundary's content in a pass of its own, after the frame around it has
// mounted and its effects have run (asked the gateway, read a cache): a component that reads such
// outside state must then still draw what the first view drew, and React renders it again with the
// state as it is right after (useSyncExternalStore's server snapshot).
import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

export function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}
