import { holdRequest } from '@worldatlas/service-kit/test/held-request';

export { refusesConnections, stalledResponse } from '@worldatlas/service-kit/test/held-request';

/**
 * A GET the server has started to read but cannot answer yet: one write sends a whole `GET first`
 * and then the request line and first header of `GET held`, without the blank line that ends its
 * head. Resolves once the answer to `first` has arrived (`firstResponse`); `release()` ends the
 * head and reads the answer to `held`; `closed` resolves when the server closes the connection.
 */
export function heldGet(port: number, first: string, held: string) {
  const request = (path: string) => `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n`;
  return holdRequest(port, `${request(first)}\r\n${request(held)}`, 'Accept: application/json\r\n\r\n');
}
