/** Renames only: killed at any moment, `target` is whole, or absent while the old one is whole in `backup`. */
import { existsSync, renameSync, rmSync } from 'node:fs';

export function replaceFolder(target: string, next: string, backup: string): void {
  rmSync(backup, { recursive: true, force: true });
  if (existsSync(target)) renameSync(target, backup);
  renameSync(next, target);
  rmSync(backup, { recursive: true, force: true });
}
