/** In `astro dev` only. */
import { defineMiddleware } from 'astro:middleware';
import { devState, HINTS, problemsError } from '#/content-check/problems.ts';

export const onRequest = defineMiddleware((context, next) => {
  const { problems, except } = devState();
  const open = except.some((path) => context.url.pathname.startsWith(path));
  if (problems.length > 0 && !open) throw problemsError(problems, HINTS.dev);
  return next();
});
