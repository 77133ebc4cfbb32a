import { get } from 'node:http';

/** One answer as sent on the wire: status, headers and the body still encoded. */
export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/**
 * `GET url` with exactly `headers` (Node's http client adds no Accept-Encoding and decodes nothing,
 * unlike fetch), for checking which bytes a server sends for an encoding.
 * @throws Error when the connection fails.
 */
export function rawAnswer(url: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    }).on('error', reject);
  });
}
