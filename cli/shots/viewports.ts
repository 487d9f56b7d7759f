// The screens `skinforge shots` pictures a skin on. Phones are the two widths the phone-first checks
// use (390×844, most of a betting site's traffic, and 360×740, the narrowest screen every page must
// fit); phones and the tablet are emulated as touch devices, as players hold them.
export interface ShotViewport {
  width: number;
  height: number;
  /** A touch device: mobile viewport rules, coarse pointer, overlay scrollbars. */
  mobile: boolean;
}

export const VIEWPORTS = {
  phone: { width: 390, height: 844, mobile: true },
  'phone-small': { width: 360, height: 740, mobile: true },
  tablet: { width: 768, height: 1024, mobile: true },
  desktop: { width: 1440, height: 900, mobile: false },
} as const satisfies Record<string, ShotViewport>;

export type ViewportName = keyof typeof VIEWPORTS;

export const VIEWPORT_NAMES = Object.keys(VIEWPORTS) as ViewportName[];

export const DEFAULT_VIEWPORTS: readonly ViewportName[] = ['phone', 'tablet', 'desktop'];

export function viewportLabel(name: ViewportName): string {
  const { width, height } = VIEWPORTS[name];
  return `${name} ${width}×${height}`;
}
