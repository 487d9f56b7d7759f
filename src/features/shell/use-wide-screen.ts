// Whether the page is wide enough for the side menu to sit beside the content (64rem, about
// 1024 px); below it the side menu is a drawer (usable at 375 px). Null in the build's first view,
// which is rendered with no screen: the parts that differ are then both rendered, each shown by
// its media query (./components/for-screen-width.tsx), so a phone's first paint is a phone's.
import { useMediaQuery } from '../../lib/browser/use-media-query';

export const WIDE_SCREEN_QUERY = '(min-width: 64rem)';
export const NARROW_SCREEN_QUERY = 'not all and (min-width: 64rem)';

export const useWideScreen = (): boolean | null => useMediaQuery(WIDE_SCREEN_QUERY, true, null);
