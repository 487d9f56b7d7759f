// `skinforge studio` shows each valid draft of the skin in the page it previews without loading
// the page again: its dev server sends the skin over Vite's HMR socket (engine LIVE_SKIN_EVENT).
// The theme's variables are swapped in place; any other change mounts the app anew on the new
// skin, which keeps the address and the player's session (both live in the browser). A build has
// no HMR socket: boot.tsx listens only under `import.meta.hot`, which Vite drops from a build, so
// none of this reaches a player.
import {
  LIVE_SKIN_EVENT,
  themeToCss,
  type LiveSkinUpdate,
  type ResolvedSkin,
} from '../../../engine';

/** index.html's `<style>` with the theme's variables. */
const THEME_STYLE_ID = 'skin-theme';

interface HotChannel {
  on(event: typeof LIVE_SKIN_EVENT, listener: (update: LiveSkinUpdate) => void): void;
}

export function listenForLiveSkin(
  hot: HotChannel,
  remount: (skin: ResolvedSkin) => Promise<void>,
): void {
  // Updates come faster than a mount may finish; each mount starts after the one before it.
  let mounting = Promise.resolve();
  hot.on(LIVE_SKIN_EVENT, ({ skin, remount: mustRemount }) => {
    const style = document.getElementById(THEME_STYLE_ID);
    if (style) style.textContent = themeToCss(skin.theme);
    if (!mustRemount) return;
    mounting = mounting
      .then(() => remount(skin))
      .catch((error: unknown) => console.error('Could not show the edited skin:', error));
  });
}
