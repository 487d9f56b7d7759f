import { describeValue } from '../describe-value';
import type { FileRule } from './skin-rule';

/** A skin's id is its folder's name, so `skins/<id>/` and `dist/<id>/` always agree. */
export const idMatchesFolder: FileRule = ({ folderId, layers }) => {
  const own = layers[0];
  const id = own?.value.id;
  if (!own || id === folderId) return [];
  return [
    {
      pointer: '/id',
      message: `must equal the skin's folder name ${JSON.stringify(folderId)}`,
      expected: JSON.stringify(folderId),
      found: describeValue(id),
      hint: `rename the folder or set "id": ${JSON.stringify(folderId)}`,
      code: 'rule/id-matches-folder',
      source: own,
    },
  ];
};
