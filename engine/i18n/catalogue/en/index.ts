// The engine's English catalogue, one file per area of the site so that work on one area does not
// touch another's texts. Skins override keys in skins/<id>/i18n/en.json; a key not listed here is
// an error there, so add new texts here first (and the same key in ../pt/).
import { agent } from './agent';
import { auth } from './auth';
import { common } from './common';
import { errors } from './errors';
import { lobby } from './lobby';
import { member } from './member';
import { rewards } from './rewards';
import { rg } from './rg';
import { shell } from './shell';
import { wallet } from './wallet';

export const en = {
  ...common,
  ...errors,
  ...shell,
  ...auth,
  ...lobby,
  ...member,
  ...wallet,
  ...agent,
  ...rewards,
  ...rg,
} as const;

export type MessageKey = keyof typeof en;
