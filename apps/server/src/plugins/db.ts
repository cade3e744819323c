import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    db: Db;
  }
}

/** Makes the database available to every route; its lifetime belongs to whoever opened it. */
export default fp(
  async (app, opts: { database: Database }) => {
    app.decorate('database', opts.database);
    app.decorate('db', opts.database.db);
  },
  { name: 'db' },
);
