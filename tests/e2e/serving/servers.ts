/**
 * The port of `npm run serve` (wrangler pages dev, started by playwright.config.ts), and a plain
 * HTTP client for it.
 */
import { request as httpRequest } from 'node:http';

export const port = Number(process.env['PORT'] ?? 4321);

export interface Reply {
  status: number;
  /** By lower-case name; repeated headers joined with ", ". */
  headers: Record<string, string | undefined>;
  body: Buffer;
}

/**
 * One request, sent as written: the path is not normalised or re-encoded (it must be made of
 * bytes 0x21-0xFF, one a character), redirects are not followed, the body is not decompressed.
 */
export function send(serverPort: number, path: string): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port: serverPort, path, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: Object.fromEntries(
            Object.entries(response.headers).map(([name, value]) => [name, [value ?? []].flat().join(', ')]),
          ),
          body: Buffer.concat(chunks),
        }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}
