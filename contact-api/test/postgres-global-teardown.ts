import type { PostgresCluster } from './postgres-cluster';

/** Jest global teardown of contact-api: stops the cluster postgres-global-setup.ts started, and deletes its folder. */
export default async function teardown(): Promise<void> {
  (globalThis as { __CONTACT_POSTGRES__?: PostgresCluster }).__CONTACT_POSTGRES__?.stop();
}
