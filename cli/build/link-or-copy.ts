// A second name for a file: a hard link, which costs a directory entry where a copy is a new file
// and its data. A copy stands in where links are refused (another file system, a host without
// them). Both give the same bytes at `to`; a later write that replaces a file (as editors and
// `sed -i` do) never reaches the other names of a link.
import { copyFileSync, linkSync } from 'node:fs';

export function linkOrCopy(from: string, to: string): void {
  try {
    linkSync(from, to);
  } catch {
    copyFileSync(from, to);
  }
}
