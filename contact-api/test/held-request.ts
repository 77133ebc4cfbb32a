import { holdRequest } from '@worldatlas/service-kit/test/held-request';

export { refusesConnections } from '@worldatlas/service-kit/test/held-request';

/**
 * A submission in flight: one write sends a whole `GET /healthz`, then the head and the first half
 * of `POST /v1/messages` with `json` as its body. Resolves once the health answer has arrived: the
 * submission is then under way (its connection is not idle) and waits for the rest of its body.
 * `release()` sends it and reads the answer; `closed` resolves when the server closes the connection.
 * @throws Error when the health check does not answer 200
 */
export async function heldSubmission(port: number, json: string) {
  const body = Buffer.from(json);
  const half = Math.floor(body.length / 2);
  const head = `GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\nPOST /v1/messages HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
  const held = await holdRequest(port, Buffer.concat([Buffer.from(head), body.subarray(0, half)]), body.subarray(half));
  if (held.firstResponse.status !== 200) throw new Error(`health check answered ${held.firstResponse.status}`);
  return held;
}
