/** Serves the built site (dist/) like production: unknown paths get the not-found page with status 404. */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import sirv from 'sirv';

const port = Number(process.env['PORT'] ?? 4321);
const notFoundPage = readFileSync('dist/404.html');
const assets = sirv('dist', { extensions: ['html'], dotfiles: false });

const server = createServer((request, response) => {
  assets(request, response, () => {
    response.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(request.method === 'HEAD' ? undefined : notFoundPage);
  });
});
server.listen(port, '127.0.0.1', () => {
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  console.log(`Serving dist/ at http://localhost:${actualPort}`);
});
