/** Run in a process of its own by the integration, so each run reads every file afresh (settings included). */
import { checkContent } from '#/content-check/index.ts';

process.stdout.write(JSON.stringify(await checkContent({ live: process.argv.includes('--live') })));
