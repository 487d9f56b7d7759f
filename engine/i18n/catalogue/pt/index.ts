// The engine's Portuguese (Brazil) catalogue: the same areas as ../en, each typed to hold exactly
// EN's keys.
import type { MessageKey } from '../en';
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

export const pt: Record<MessageKey, string> = {
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
};
