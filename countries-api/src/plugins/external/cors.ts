import cors from '@fastify/cors';
import fp from 'fastify-plugin';

/** CORS: read-only access from any origin, as v3.1 allowed. */
export default fp(async (app) => {
  await app.register(cors, { origin: '*', methods: ['GET', 'HEAD'] });
});
