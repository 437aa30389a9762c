/** One request written byte for byte on a fresh TCP connection (node:net), and the answer as it came. */
import { connect } from 'node:net';

export interface RawReply {
  /** 0 when no status line came back (the server closed or answered HTTP/0.9 style). */
  status: number;
  /** Header lines by lower-case name, repeats joined with ", "; also every raw header line. */
  headers: Record<string, string>;
  headerLines: string[];
  body: Buffer;
  /** Everything the server sent. */
  raw: Buffer;
}

const timeoutMs = 10_000;

export function parseReply(raw: Buffer): RawReply {
  const end = raw.indexOf('\r\n\r\n');
  const statusLine = /^HTTP\/\d(?:\.\d)? (\d{3})/.exec(raw.subarray(0, 16).toString('latin1'));
  if (end === -1 || !statusLine) return { status: 0, headers: {}, headerLines: [], body: raw, raw };
  const headerLines = raw.subarray(0, end).toString('latin1').split('\r\n').slice(1);
  const headers: Record<string, string> = {};
  for (const line of headerLines) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).toLowerCase();
    const value = line.slice(colon + 1).trim();
    headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
  }
  return { status: Number(statusLine[1]), headers, headerLines, body: raw.subarray(end + 4), raw };
}

/**
 * Sends `request` (a string is written one byte a character, so "\xc0" is the byte 0xC0) and
 * reads until the server closes the connection (ask it to: "Connection: close"); fails if that
 * takes more than ten seconds. The socket stays open for writing: Node's server drops the
 * answer to a client that half-closes, as browsers never do.
 */
export function rawRequest(port: number, request: string | Buffer): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect({ host: '127.0.0.1', port });
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`No complete answer within ${timeoutMs} ms to ${JSON.stringify(String(request).slice(0, 80))}`));
    }, timeoutMs);
    socket.on('data', (chunk) => chunks.push(chunk));
    // A server may reset a connection it refuses after answering: what came before counts.
    socket.on('error', () => socket.destroy());
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(parseReply(Buffer.concat(chunks)));
    });
    socket.write(typeof request === 'string' ? Buffer.from(request, 'latin1') : request);
  });
}
