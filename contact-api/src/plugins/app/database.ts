import fp from 'fastify-plugin';
import { type ContactDatabase, type DatabaseTarget, openDatabase } from '../../store/database';

declare module 'fastify' {
  interface FastifyInstance {
    /** The open, migrated database: the messages and their outbox. */
    readonly database: ContactDatabase;
  }
}

/**
 * Opens the database at `target` and brings its schema up to date before the app serves (a
 * PostgreSQL server still starting is waited for, up to 30 s, saying so in the log); closes it
 * when the app has closed, after every other plugin's own closing (the outbox's last send included).
 */
export default fp(
  async (app, target: DatabaseTarget) => {
    const database = await openDatabase(target, {
      onWait: () => app.log.warn('database not reachable yet; retrying in 1 s'),
      onIdleError: (error) => app.log.warn({ code: (error as { code?: string }).code }, 'an idle database connection failed; it will be replaced'),
    });
    app.decorate('database', database);
    app.addHook('onClose', () => database.close());
  },
  { name: 'database' },
);
