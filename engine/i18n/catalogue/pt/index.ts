// The engine's Portuguese (Brazil) catalogue: the same areas as ../en, each typed to hold exactly
// EN's keys.
import type { MessageKey } from '../en';
import { common } from './common';
import { errors } from './errors';
import { shell } from './shell';
import { auth } from './auth';
import { lobby } from './lobby';
import { member } from './member';
import { agent } from './agent';

export const pt: Record<MessageKey, string> = { ...common, ...errors, ...shell, ...auth, ...lobby, ...member, ...agent };
