// Whether the page is wide enough for the side menu to sit beside the content (64rem, about
// 1024 px); below it the side menu is a drawer (usable at 375 px).
import { useMediaQuery } from '../../lib/browser/use-media-query';

export const WIDE_SCREEN_QUERY = '(min-width: 64rem)';

export const useWideScreen = (): boolean => useMediaQuery(WIDE_SCREEN_QUERY, true);
