import { joinPointer } from '../../schema/json-pointer';
import type { SkinRule } from './skin-rule';

/** One entry per social provider: the login pop-up shows one button each (spec 000 §2). */
export const socialSignIn: SkinRule = ({ skin }) =>
  skin.login.social.flatMap((entry, index) => {
    const first = skin.login.social.findIndex((candidate) => candidate.provider === entry.provider);
    if (first === index) return [];
    return [
      {
        pointer: joinPointer('/login/social', index, 'provider'),
        message: `repeats provider ${JSON.stringify(entry.provider)} (already at /login/social/${first})`,
        expected: 'each provider once',
        found: JSON.stringify(entry.provider),
        code: 'rule/social-sign-in',
      },
    ];
  });
