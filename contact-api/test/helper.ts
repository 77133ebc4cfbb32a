import type { ContactMessageRequest, FormTokenResponse } from '@worldatlas/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { type AppOptions, buildApp } from '../src/app';
import { createTestDatabase, type DatabaseKind, type TestDatabase } from './databases';

export const SECRET = 'a-test-secret-of-at-least-thirty-two-characters';

/** The app as server.ts builds it, with test settings: no minimum token age, a limit no test meets by accident, silent. */
export function testOptions(database: TestDatabase, overrides: Partial<AppOptions> = {}): AppOptions {
  return {
    database: database.target,
    tokenSecret: SECRET,
    tokenTiming: { minAgeMs: 0, maxAgeMs: 86_400_000 },
    submissionLimit: { max: 1000, windowMs: 600_000 },
    retentionDays: 180,
    delivery: null,
    logLevel: 'silent',
    ...overrides,
  };
}

/** A log stream that keeps every line (pino's JSON), for tests that read what was logged. */
export function logCapture(): { stream: { write(line: string): void }; lines: string[] } {
  const lines: string[] = [];
  return { lines, stream: { write: (line: string) => void lines.push(line) } };
}

/**
 * Builds the real app on a new database of `kind` before the calling describe's tests, and closes
 * and drops them after. Returns getters, for use inside tests.
 */
export function useTestApp(kind: DatabaseKind, overrides: Partial<AppOptions> = {}) {
  let app: FastifyInstance | undefined;
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await buildApp(testOptions(database, overrides));
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });
  return {
    app: (): FastifyInstance => {
      if (!app) throw new Error('the test app is built in beforeAll: call it inside a test');
      return app;
    },
    database: (): TestDatabase => {
      if (!database) throw new Error('the test database is made in beforeAll: call it inside a test');
      return database;
    },
  };
}

/** A new form token from the app. */
export async function newToken(app: FastifyInstance): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/v1/form-tokens' });
  return response.json<FormTokenResponse>().token;
}

/** A message as a person would send it, with `overrides`. */
export const aMessage = (token: string, overrides: Partial<ContactMessageRequest> = {}): ContactMessageRequest => ({
  name: 'Alice Example',
  email: 'alice@example.org',
  message: 'Hello, is the population of Nepal from 2021?',
  token,
  website: '',
  ...overrides,
});

/** `POST /v1/messages` with `body` as JSON, from `ip` (the connection's address). */
export function submit(app: FastifyInstance, body: unknown, ip = '127.0.0.1', headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: '/v1/messages', payload: JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers }, remoteAddress: ip });
}
