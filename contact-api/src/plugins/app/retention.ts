import fp from 'fastify-plugin';
import { deleteMessagesBefore } from '../../store/messages';

declare module 'fastify' {
  interface FastifyInstance {
    /** Deletes the messages older than the retention period now. @returns how many were deleted */
    deleteExpiredMessages(): Promise<number>;
  }
}

const DAY_MS = 86_400_000;
/** How often expired messages are looked for: hourly keeps a message at most an hour past its time. */
const SWEEP_EVERY_MS = 3_600_000;

/**
 * Keeps messages for `days` days from their receipt, then deletes them with their outbox entries,
 * delivered or not: at start and every hour while the app runs. Logs how many, never what.
 */
export default fp(
  async (app, { days }: { days: number }) => {
    let sweeping: Promise<number> = Promise.resolve(0);
    let timer: NodeJS.Timeout | undefined;
    const sweep = () => {
      sweeping = deleteMessagesBefore(app.database.db, new Date(Date.now() - days * DAY_MS).toISOString()).then((deleted) => {
        if (deleted > 0) app.log.info({ deleted, retentionDays: days }, 'expired messages deleted');
        return deleted;
      });
      return sweeping;
    };
    app.decorate('deleteExpiredMessages', sweep);
    app.addHook('onReady', async () => {
      await sweep();
      timer = setInterval(() => void sweep().catch((error: unknown) => app.log.error({ err: error }, 'could not delete expired messages')), SWEEP_EVERY_MS);
      timer.unref();
    });
    app.addHook('preClose', async () => {
      clearInterval(timer);
      await sweeping.catch(() => 0);
    });
  },
  { name: 'retention', dependencies: ['database'] },
);
