// The colour sets a picture is painted in: each a dark edge, a middle, a light behind the motif,
// an accent for rays and sparkles, and the metal the motif is cast in (top to bottom). A theme
// names the palettes that suit it ("Ice" is never red); the key picks one of them.

export interface Palette {
  /** The darkest colour: the picture's edges and the motif's outline. */
  deep: string;
  /** The background's middle. */
  base: string;
  /** The light behind the motif. */
  glow: string;
  /** Rays, rings and sparkles. */
  accent: string;
  /** The motif's fill, from its top to its bottom. */
  metal: readonly [string, string, string];
}

const GOLD = ['#fff7cc', '#ffcd3c', '#b86a00'] as const;
const SILVER = ['#ffffff', '#d9e4f2', '#7b8ca3'] as const;
const FROST = ['#ffffff', '#c4f1ff', '#3d93c9'] as const;
const ROSE_GOLD = ['#fff1ee', '#ffb8a8', '#b4475c'] as const;
const JADE = ['#f3fff9', '#93f2cf', '#1a8566'] as const;
const NEON = ['#ffffff', '#ffc2f2', '#d12fa6'] as const;
const BRONZE = ['#ffe9d1', '#dc8d4b', '#7a3a10'] as const;

export const PALETTES = {
  ruby: { deep: '#24020b', base: '#8f0c2c', glow: '#ff4f6e', accent: '#ffd34d', metal: GOLD },
  emerald: { deep: '#02201a', base: '#0a7448', glow: '#3cf0a0', accent: '#ffe16b', metal: GOLD },
  sapphire: { deep: '#040d2a', base: '#1743a6', glow: '#4fb0ff', accent: '#ffe16b', metal: GOLD },
  amethyst: { deep: '#14042a', base: '#641ba8', glow: '#d47dff', accent: '#ffd34d', metal: GOLD },
  gold: { deep: '#241000', base: '#9b5200', glow: '#ffc93a', accent: '#fff1b0', metal: SILVER },
  fire: { deep: '#260400', base: '#b8290a', glow: '#ff9f1a', accent: '#ffe066', metal: GOLD },
  ice: { deep: '#03182a', base: '#1f6fa8', glow: '#9ae8ff', accent: '#ffffff', metal: FROST },
  jade: { deep: '#031f1b', base: '#0c8070', glow: '#70ffd9', accent: '#ffd34d', metal: JADE },
  midnight: { deep: '#05071a', base: '#242c76', glow: '#8896ff', accent: '#ffd34d', metal: SILVER },
  neon: { deep: '#100024', base: '#a30f86', glow: '#ff4fd6', accent: '#39f3ff', metal: NEON },
  sunset: { deep: '#2a0818', base: '#c63d2a', glow: '#ffb347', accent: '#fff0a0', metal: GOLD },
  jungle: { deep: '#091c04', base: '#3a7510', glow: '#c5ff4a', accent: '#ffd34d', metal: GOLD },
  ocean: { deep: '#02172a', base: '#066b8c', glow: '#3ddcff', accent: '#ffe08a', metal: FROST },
  desert: { deep: '#261204', base: '#a8661a', glow: '#ffd077', accent: '#fff3c4', metal: GOLD },
  rose: { deep: '#26041c', base: '#b8175a', glow: '#ff8cc6', accent: '#ffe3f1', metal: ROSE_GOLD },
  cosmic: { deep: '#08021c', base: '#371784', glow: '#ff6ad5', accent: '#7ef9ff', metal: SILVER },
  carnival: { deep: '#25002c', base: '#d4006f', glow: '#ffd600', accent: '#00e1ff', metal: GOLD },
  bronze: { deep: '#1c0b03', base: '#6f3714', glow: '#f2a263', accent: '#ffdcb8', metal: BRONZE },
  steel: { deep: '#0b0f15', base: '#3f4b5c', glow: '#b9c6d8', accent: '#ffd34d', metal: SILVER },
} as const satisfies Record<string, Palette>;

export type PaletteName = keyof typeof PALETTES;

export const PALETTE_NAMES = Object.keys(PALETTES) as PaletteName[];

/** What a motif is cast in: its palette's own metal (most often), silver, or the scene's colours. */
export const METALS = ['own', 'own', 'silver', 'tint'] as const;

export type MetalName = (typeof METALS)[number];

export function castIn(palette: Palette, metal: MetalName): Palette {
  if (metal === 'silver') return { ...palette, metal: SILVER };
  if (metal === 'tint') return { ...palette, metal: ['#ffffff', '#ffffff', palette.glow] };
  return palette;
}
