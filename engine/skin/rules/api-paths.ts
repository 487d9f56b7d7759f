import { ACTIONS, isActionName } from '../../api';
import { joinPointer } from '../../schema/json-pointer';
import { didYouMean } from '../did-you-mean';
import type { SkinRule } from './skin-rule';

/** A path override names an action of the contract (engine/api); a typo would override nothing. */
export const apiPaths: SkinRule = ({ skin }) =>
  Object.keys(skin.api.paths)
    .filter((name) => !isActionName(name))
    .map((name) => ({
      pointer: joinPointer('/api/paths', name),
      at: 'key' as const,
      message: 'is not an action of the gateway contract',
      expected: 'an action name listed by `skinforge actions`',
      found: '',
      hint: didYouMean(
        name,
        ACTIONS.map((action) => action.name),
      ),
      code: 'rule/api-paths',
    }));
