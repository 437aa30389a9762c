/** Serves dist/ like production, from the same rules as the CDN files. */
import { createServer, STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { statSync } from 'node:fs';
import { extname, join } from 'node:path';
import { contentType } from 'mime-types';
import send from 'send';
import { notFoundPage } from '#/serving/http-headers.ts';
import {
  chosenEncoding,
  compressedCopy,
  COPIES_DIR,
  isCompressible,
  makeCopies,
} from '#/serving/node/compressed-copy.ts';
import { readBuiltSite } from '#/serving/built-site.ts';
import { route } from '#/serving/node/route.ts';

const port = Number(process.env['PORT'] ?? 4321);
let site = readBuiltSite('dist');
let builtFiles = new Set(site.files);
let siteFolder = statSync(site.dir).ino;

/** A build swaps in a new dist/ (new inode): re-read it; while it is mid-swap the old reading stands. */
function followRebuilds(): void {
  const folder = statSync(site.dir, { throwIfNoEntry: false })?.ino;
  if (folder === undefined || folder === siteFolder) return;
  try {
    site = readBuiltSite(site.dir);
    builtFiles = new Set(site.files);
    siteFolder = folder;
  } catch {
    // Moved again while being read: the next request tries again.
  }
}

/** Replaces any headers already set (an answer that takes the place of another). */
function setHeaders(response: ServerResponse, path: string): void {
  for (const name of response.getHeaderNames()) response.removeHeader(name);
  for (const [name, value] of Object.entries(site.headersFor(path))) response.setHeader(name, value);
}

/** Never echoes the request's words. */
function answer(response: ServerResponse, status: number, headers: Record<string, string> = {}): void {
  setHeaders(response, '/');
  response.writeHead(status, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' });
  response.end(`${STATUS_CODES[status]}\n`);
}

function serveFile(request: IncomingMessage, response: ServerResponse, file: string, status = 200): void {
  const compressible = isCompressible(file);
  // Only a file the build wrote is read outside send(), which keeps every other path inside dist/.
  const encoding =
    compressible && builtFiles.has(file) ? chosenEncoding(request.headers['accept-encoding']) : undefined;
  if (compressible) response.setHeader('Vary', 'Accept-Encoding');
  response.setHeader('Content-Type', contentType(extname(file)) || 'application/octet-stream');
  response.statusCode = status;
  if (!encoding) return sendFile(request, response, site.dir, encodeURI(file));
  compressedCopy(join(site.dir, file), encoding).then(
    (copy) => {
      response.setHeader('Content-Encoding', encoding.name);
      sendFile(request, response, COPIES_DIR, copy);
    },
    // The file went away (a rebuild) before it could be read.
    () => sendFile(request, response, site.dir, encodeURI(file)),
  );
}

function sendFile(request: IncomingMessage, response: ServerResponse, root: string, path: string): void {
  const isNotFoundPage = response.statusCode === 404;
  send(request, path, {
    root,
    dotfiles: 'ignore',
    index: false,
    cacheControl: false,
    // A 404 is not a representation of the resource: no range of it, no validators.
    acceptRanges: !isNotFoundPage,
    etag: !isNotFoundPage,
    lastModified: !isNotFoundPage,
  })
    .on('directory', () => serveNotFound(request, response))
    .on('error', (error: { status?: number; headers?: Record<string, string> }) => {
      // The file went away while it was being sent (a rebuild): nothing better to do than close.
      if (response.headersSent) response.destroy();
      else if (error.status === 404 && !isNotFoundPage) serveNotFound(request, response);
      else answer(response, error.status ?? 500, error.headers);
    })
    .pipe(response);
}

function serveNotFound(request: IncomingMessage, response: ServerResponse): void {
  setHeaders(response, notFoundPage);
  serveFile(request, response, notFoundPage, 404);
}

// Node's own answer to an HTTP/1.1 request without Host (RFC 9112 3.2) would carry no headers.
const server = createServer({ requireHostHeader: false }, (request, response) => {
  followRebuilds();
  // HTTP/2 and later are not spoken over this connection; HTTP/0.9 has no headers to send.
  if (request.httpVersionMajor !== 1) return answer(response, 505);
  if (request.httpVersionMinor === 1 && request.headers.host === undefined) return answer(response, 400);
  const decision = route(request.method ?? '', request.url ?? '/', site.pages);
  switch (decision.kind) {
    case 'method-not-allowed':
      return answer(response, 405);
    case 'bad-request':
      return answer(response, 400);
    case 'redirect':
      setHeaders(response, '/');
      return void response.writeHead(301, { Location: decision.location }).end();
    case 'file':
      setHeaders(response, decision.path);
      return serveFile(request, response, site.fileOf(decision.path));
    case 'not-found':
      return serveNotFound(request, response);
  }
});

/** Node's parser answers these itself with a bare status line; the site's headers go on them too. */
const parserErrorStatus: Record<string, number> = {
  HPE_HEADER_OVERFLOW: 431,
  HPE_INVALID_METHOD: 501,
  HPE_INVALID_VERSION: 505,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
};

/** No request object to answer through: written straight to the connection, which then closes. */
function answerOnSocket(socket: Duplex, status: number): void {
  if (!socket.writable) return void socket.destroy();
  const body = `${STATUS_CODES[status]}\n`;
  const headers = {
    ...site.headersFor('/'),
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
    Connection: 'close',
  };
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head.join('')}\r\n${body}`);
}

server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) =>
  answerOnSocket(socket, parserErrorStatus[error.code ?? ''] ?? 400),
);
// Node hands CONNECT (a proxy tunnel) to this event, and closes the connection when nothing listens.
server.on('connect', (_request: IncomingMessage, socket: Duplex) => answerOnSocket(socket, 405));

await makeCopies(site.dir, site.files);
server.listen(port, '127.0.0.1', () => {
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  console.log(`Serving dist/ at http://localhost:${actualPort}`);
});
