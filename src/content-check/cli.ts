/**
 * The content check as a command that prints its problems as JSON. The Astro integration runs it
 * in a process of its own, so each run reads every file afresh (settings included) (integration.ts).
 */
import { checkContent } from './index.ts';

process.stdout.write(JSON.stringify(await checkContent({ live: process.argv.includes('--live') })));
