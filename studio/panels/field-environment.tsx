// What every generated field reads and does, given once by the app: the skin's layers (its own
// document, its parents', the schema), the engine's issues of skin.json, and the edits.
import { createContext, useContext } from 'react';
import type { SkinIssue } from '../../engine';
import type { JsonValue } from '../api/wire';
import type { SkinSources } from '../model/skin-values';
import type { Translate } from '../texts/studio-texts';

export interface FieldEnvironment {
  sources: SkinSources;
  /** skin.json as issues name it (`skins/acme/skin.json`). */
  file: string;
  issues: readonly SkinIssue[];
  assets: readonly string[];
  /** The site's routes, offered where a value is an internal route. */
  routes: readonly string[];
  t: Translate;
  set(pointer: string, value: JsonValue): void;
  reset(pointer: string): void;
  /** Uploads an image; resolves to its path in the skin or rejects with the reason. */
  upload(file: File): Promise<string>;
}

export const FieldEnvironmentContext = createContext<FieldEnvironment | null>(null);

export function useFieldEnvironment(): FieldEnvironment {
  const environment = useContext(FieldEnvironmentContext);
  if (!environment) {
    throw new Error(
      'A schema field needs a <FieldEnvironmentContext.Provider> above it (panels/panel-view.tsx).',
    );
  }
  return environment;
}
