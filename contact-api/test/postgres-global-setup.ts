import { startPostgresCluster } from './postgres-cluster';

/**
 * Jest global setup of contact-api: starts the PostgreSQL cluster every test file's PostgreSQL half
 * makes its databases in, and tells the test workers where (CONTACT_TEST_POSTGRES_URL);
 * postgres-global-teardown.ts stops it.
 */
export default async function setup(): Promise<void> {
  const cluster = await startPostgresCluster();
  (globalThis as { __CONTACT_POSTGRES__?: typeof cluster }).__CONTACT_POSTGRES__ = cluster;
  process.env.CONTACT_TEST_POSTGRES_URL = cluster.url;
}
