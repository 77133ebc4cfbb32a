import cors from '@fastify/cors';
import type { FastifyPluginAsync } from 'fastify';

/** The CORS header of every answer but preflights: read-only access from any origin, as v3.1 allowed. */
export const CORS_HEADERS: Readonly<Record<string, string>> = { 'access-control-allow-origin': '*' };

/**
 * CORS preflights (`OPTIONS`, any path): @fastify/cors answers 204 with the allowed methods (GET,
 * HEAD). A plain OPTIONS (no Origin or Access-Control-Request-Method) gets the same 204: it would
 * otherwise be a text/plain 400.
 * Not wrapped in fastify-plugin: the library's per-request hook then runs for its OPTIONS route only.
 * Every other answer carries {@link CORS_HEADERS}, set with the security headers in one hook
 * (plugins/external/helmet.ts): with origin `*` the header never varies, and the library's hook on
 * every request was 4 % of the API's CPU time under load (bench/profile.ts).
 */
const corsPreflight: FastifyPluginAsync = async (app) => {
  await app.register(cors, { origin: '*', methods: ['GET', 'HEAD'], strictPreflight: false });
};

export default corsPreflight;
