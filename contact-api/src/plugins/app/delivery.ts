import fp from 'fastify-plugin';
import { createTransport } from 'nodemailer';
import type { DeliveryConfig } from '../../config';
import { type OutboxWorker, startOutboxWorker } from '../../delivery/outbox-worker';

declare module 'fastify' {
  interface FastifyInstance {
    /** Null without SMTP_URL: messages are then stored, not e-mailed. */
    readonly outbox: OutboxWorker | null;
  }
}

/**
 * With a mail relay configured, e-mails each new message to the team through the outbox
 * (delivery/outbox-worker.ts), from the moment the app is ready until it closes; a stop waits for
 * the message being sent. Without one (`null`), `app.outbox` is null and messages wait in the
 * database for `npm run messages`.
 */
export default fp(
  async (app, { delivery }: { delivery: DeliveryConfig | null }) => {
    let worker: OutboxWorker | null = null;
    app.decorate('outbox', { getter: () => worker });
    if (!delivery) return;
    // Bounded so a relay that stops answering cannot hold a message (or a shutdown) for minutes;
    // the URL's own options override these.
    const transport = createTransport({ url: delivery.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 });
    app.addHook('onReady', async () => {
      worker = startOutboxWorker({ db: app.database.db, transport, addresses: delivery, retryMinMs: delivery.retryMinMs, retryMaxMs: delivery.retryMaxMs, log: app.log });
    });
    app.addHook('preClose', async () => {
      await worker?.stop();
    });
  },
  { name: 'delivery', dependencies: ['database'] },
);
