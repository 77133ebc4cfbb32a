import { startPostgresCluster } from './postgres-cluster';

/**
 * Jest global setup of contact-api: starts the PostgreSQL cluster every test file's PostgreSQL half
 * makes its databases in, and tells the test workers where (CONTACT_TEST_POSTGRES_URL);
 * postgres-global-teardown.ts stops it. When it cannot start (PostgreSQL not installed), the reason
 * goes to CONTACT_TEST_POSTGRES_ERROR and each PostgreSQL test fails with it, while the SQLite
 * tests and every other project still run: a throw here would stop the whole Jest run.
 */
export default async function setup(): Promise<void> {
  try {
    const cluster = await startPostgresCluster();
    (globalThis as { __CONTACT_POSTGRES__?: typeof cluster }).__CONTACT_POSTGRES__ = cluster;
    process.env.CONTACT_TEST_POSTGRES_URL = cluster.url;
  } catch (error) {
    process.env.CONTACT_TEST_POSTGRES_ERROR = (error as Error).message;
  }
}
