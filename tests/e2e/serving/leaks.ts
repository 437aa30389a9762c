/** What an answer must never carry: a distinctive line of each file outside dist/ that a traversal would reach. */
import { existsSync, readFileSync } from 'node:fs';

export const outsideMarkers = [
  '/etc/passwd',
  '/etc/hosts',
  'package.json',
  'src/config/site.ts',
  'src/serving/node/serve.ts',
]
  .filter((file) => existsSync(file))
  .map(
    (file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .find((line) => line.trim().length > 12) ?? '',
  )
  .concat(['ref: refs/', '[core]', 'add_header']);
