import type { APIRoute } from 'astro';
import { iconSvg } from '~/lib/seo/icons';

export const GET: APIRoute = () => new Response(iconSvg('round'), { headers: { 'Content-Type': 'image/svg+xml' } });
