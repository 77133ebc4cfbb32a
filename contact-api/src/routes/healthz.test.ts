import { buildApp } from '../app';
import { createTestDatabase, DATABASE_KINDS } from '../../test/databases';
import { testOptions, useTestApp } from '../../test/helper';

describe.each(DATABASE_KINDS)('GET /healthz [%s]', (kind) => {
  const { app } = useTestApp(kind);

  it('answers 200 with the database in use once it answers, never cached', async () => {
    const response = await app().inject('/healthz');
    expect([response.statusCode, response.headers['cache-control']]).toEqual([200, 'no-store']);
    expect(response.json()).toEqual({ status: 'ok', database: kind });
  });

  it('answers 503 while the app closes, and 503 when the database does not answer', async () => {
    const database = await createTestDatabase(kind);
    const closing = await buildApp(testOptions(database));
    let during: unknown;
    // Registered after the app's own, so it runs once the drain has begun, while the port still
    // accepts connections (inject is refused by then).
    closing.addHook('preClose', async () => {
      during = await (await fetch(`${address}/healthz`)).json();
    });
    const address = await closing.listen({ host: '127.0.0.1', port: 0 });
    await closing.close();
    expect(during).toEqual({ status: 503, message: 'Service Unavailable: shutting down, finishing the submissions in flight' });

    const broken = await buildApp(testOptions(database));
    await broken.ready();
    // The database goes away under a running app.
    await broken.database.close();
    const response = await broken.inject('/healthz');
    expect(response.json()).toEqual({ status: 503, message: 'Service Unavailable: the database does not answer' });
    await broken.close().catch(() => undefined);
    await database.drop();
  });
});
