/**
 * Serves the built site (dist/) like production, from the same rules as nginx and the CDN files
 * (src/config/http-headers.ts): canonical redirects, 404 with the not-found page, 405, the
 * security and cache headers on every response, precompressed brotli/gzip. sirv serves the files.
 */
import { createServer, type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import sirv from 'sirv';
import { notFoundPage } from '../src/config/http-headers.ts';
import { withoutRefusedCodings } from './serving/accept-encoding.ts';
import { readBuiltSite } from './serving/built-site.ts';
import { route } from './serving/route.ts';

const port = Number(process.env['PORT'] ?? 4321);
const site = readBuiltSite('dist');
const files = sirv(site.dir, { extensions: ['html'], brotli: true, gzip: true, etag: true });

function setHeaders(response: ServerResponse, path: string): void {
  for (const [name, value] of Object.entries(site.headersFor(path))) response.setHeader(name, value);
}

/** The not-found page, negotiated and compressed by sirv like any file, but always with status 404. */
function serveNotFound(request: IncomingMessage, response: ServerResponse): void {
  request.url = notFoundPage;
  delete request.headers['if-none-match'];
  delete request.headers.range;
  setHeaders(response, notFoundPage);
  const writeHead = response.writeHead.bind(response);
  response.writeHead = ((_status: number, headers?: OutgoingHttpHeaders) =>
    writeHead(404, headers)) as typeof response.writeHead;
  files(request, response, () => {
    response.writeHead(404).end();
  });
}

const server = createServer((request, response) => {
  request.headers['accept-encoding'] = withoutRefusedCodings(request.headers['accept-encoding']);
  const decision = route(request.method ?? '', request.url ?? '/', site.pages);
  switch (decision.kind) {
    case 'method-not-allowed':
      setHeaders(response, '/');
      response.writeHead(405, { 'Content-Type': 'text/plain; charset=utf-8' });
      response.end('Method Not Allowed\n');
      break;
    case 'redirect':
      setHeaders(response, '/');
      response.writeHead(301, { Location: decision.location }).end();
      break;
    case 'file':
      setHeaders(response, decision.path);
      files(request, response, () => serveNotFound(request, response));
      break;
    case 'not-found':
      serveNotFound(request, response);
  }
});
server.listen(port, '127.0.0.1', () => {
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  console.log(`Serving dist/ at http://localhost:${actualPort}`);
});
