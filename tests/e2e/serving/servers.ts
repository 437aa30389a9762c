/**
 * The local server every serving test runs against (started by playwright.config.ts), and a plain
 * HTTP client for it. The hosts' rules are dist/_headers and dist/_redirects (deploy-files.spec.ts).
 */
import { request as httpRequest, type IncomingMessage } from 'node:http';

export const port = Number(process.env['PORT'] ?? 4321);

export interface Reply {
  status: number;
  /** By lower-case name; repeated headers joined with ", ". */
  headers: Record<string, string | undefined>;
  /** The status line and headers as they came over the wire, in bytes. */
  headBytes: number;
  body: Buffer;
}

function headBytes({ httpVersion, statusCode, statusMessage, rawHeaders }: IncomingMessage): number {
  const lines = [`HTTP/${httpVersion} ${statusCode} ${statusMessage}`];
  for (let at = 0; at < rawHeaders.length; at += 2) lines.push(`${rawHeaders[at]}: ${rawHeaders[at + 1]}`);
  return Buffer.byteLength(`${lines.join('\r\n')}\r\n\r\n`);
}

/**
 * One request, sent as written: the path is not normalised or re-encoded (it must be made of
 * bytes 0x21-0xFF, one a character), redirects are not followed, bodies are not decompressed.
 */
export function send(
  serverPort: number,
  path: string,
  { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { host: '127.0.0.1', port: serverPort, path, method, headers, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: Object.fromEntries(
              Object.entries(response.headers).map(([name, value]) => [name, [value ?? []].flat().join(', ')]),
            ),
            headBytes: headBytes(response),
            body: Buffer.concat(chunks),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end();
  });
}
