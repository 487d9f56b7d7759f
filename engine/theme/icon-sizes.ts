// Icon sizes (spec 001 §9 "Icon sizes 30x30 (most), 25x25 (hot), 23x23 (popup close), 66x66
// (withdraw button)"), written once here and handed to the components as theme tokens
// (themeToCss): `--skin-icon-size`, `--skin-icon-hot-size`, `--skin-icon-close-size`,
// `--skin-icon-withdraw-size`.
export const ICON_SIZES = {
  icon: 30,
  iconHot: 25,
  iconClose: 23,
  iconWithdraw: 66,
} as const;

/** The CSS declarations of the icon sizes, in pixels. */
export function iconSizeDeclarations(variable: (token: string) => string): string[] {
  return [
    `${variable('iconSize')}: ${ICON_SIZES.icon}px;`,
    `${variable('iconHotSize')}: ${ICON_SIZES.iconHot}px;`,
    `${variable('iconCloseSize')}: ${ICON_SIZES.iconClose}px;`,
    `${variable('iconWithdrawSize')}: ${ICON_SIZES.iconWithdraw}px;`,
  ];
}
