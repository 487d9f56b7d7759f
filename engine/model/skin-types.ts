// The shape of a skin as the engine resolves it, and the vocabulary it is written in. Nothing here
// is typed by hand: schemas/skin.schema.json (the law, with every property's description, default
// and examples) and schemas/defs.schema.json are turned into engine/generated/ by `npm run gen`,
// and this file only names the parts the code talks about.
// `AuthoredSkin` is what a file holds (a child skin may leave out what its parent gives);
// `ResolvedSkin` is the `extends` chain merged, with every default applied, which is what the
// runtime, the build and the merge read.
import type { SkinConfig } from '../generated/skin-types';
import type { ColourToken } from '../generated/vocabulary';

export * from '../generated/vocabulary';
export type {
  Banner,
  BannerLink,
  FieldChoice,
  GameLink,
  Mirror,
  PromotionLink,
  RouteLink,
  SocialLink,
  SocialSignIn,
  UrlLink,
} from '../generated/skin-types';

export interface ResolvedSkin extends Omit<SkinConfig, '$schema' | 'schemaVersion' | 'extends'> {
  /** The chain of ids this skin was resolved from, itself first (`["acme-br", "default"]`). */
  lineage: string[];
}

export type Brand = ResolvedSkin['brand'];
export type Theme = ResolvedSkin['theme'];
/** Both modes have every token once resolved (unset ones take the schema's palette). */
export type ColourTokens = Record<ColourToken, string>;
export type HomeLayout = ResolvedSkin['home'];
export type Menus = ResolvedSkin['menus'];
export type Login = ResolvedSkin['login'];
export type Registration = ResolvedSkin['registration'];
export type Links = ResolvedSkin['links'];
export type Features = ResolvedSkin['features'];
export type Api = ResolvedSkin['api'];

type DeepPartial<T> =
  T extends Array<infer U> ? U[] : T extends object ? { [K in keyof T]?: DeepPartial<T[K]> } : T;

/**
 * What a skin file holds: a resolved skin minus `lineage`, every part optional but `id` and
 * `merchantCode`.
 */
export type AuthoredSkin = {
  $schema?: string;
  schemaVersion?: number;
  id: string;
  extends?: string | null;
  merchantCode: string;
} & DeepPartial<Omit<ResolvedSkin, 'id' | 'lineage' | 'merchantCode'>>;
