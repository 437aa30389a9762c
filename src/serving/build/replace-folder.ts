/**
 * Puts the folder `next` in the place of `target` by renames only, and deletes the old one
 * afterwards: killed at any moment, `target` is whole (the old or the new one), or, between the
 * two renames, absent while the old one is whole in `backup`. Deleting first would leave a part.
 */
import { existsSync, renameSync, rmSync } from 'node:fs';

export function replaceFolder(target: string, next: string, backup: string): void {
  rmSync(backup, { recursive: true, force: true });
  if (existsSync(target)) renameSync(target, backup);
  renameSync(next, target);
  rmSync(backup, { recursive: true, force: true });
}
