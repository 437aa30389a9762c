/** In `astro dev` only. Imported on each request: the integration replaces the module after each round. */
import { defineMiddleware } from 'astro:middleware';
import { HINTS, problemsError } from '#/content-check/problems.ts';

export const onRequest = defineMiddleware(async (context, next) => {
  const { problems, except } = (await import('virtual:content-check/problems')).default;
  const open = except.some((path) => context.url.pathname.startsWith(path));
  if (problems.length > 0 && !open) throw problemsError(problems, HINTS.dev);
  return next();
});
