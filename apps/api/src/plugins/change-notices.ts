import fp from 'fastify-plugin';
import { forgetCatalogSnapshot } from '../modules/catalog/index.js';
import { CHANGE_CHANNEL, CHANGE_TOPICS, ENROLLMENT_CHANGE_CHANNEL, enrollmentOfNotice, sessionOfNotice } from '../modules/shared/change-notice.js';
import { forgetAllSessions, forgetEnrollment, forgetSession, sessionNoticesHeard, sessionNoticesLost } from '../modules/shared/session-cache.js';
import { clearSiteCache } from '../modules/sites/index.js';

/**
 * Keeps this replica's in-memory copies of the catalog, the sites (decision 0071), the sessions (decision 0090) and
 * what they keep of their enrollments' priced facts (decision 0093) true: it listens on the database's change channel
 * (a PostgreSQL connection of its own; PGlite's in-process notices) and forgets a copy when a transaction that changed
 * its data commits, here or in any other process on the database (an import from the console or the command line, a
 * branding save, the demo data set's loader, a rep's member table, a sign-in: modules/shared/change-notice.ts; a
 * cart line, an answer or a household: migration 0032's triggers). While the connection is lost, and again when it is back, every
 * copy is forgotten, since notices may have been missed; no session is answered from a copy until it is back.
 * It listens before the server answers its first request.
 */
export default fp(
  async (app) => {
    const db = app.database.db;
    const forgetAll = () => {
      forgetCatalogSnapshot(db);
      clearSiteCache(db);
    };
    const stop = await app.database.listen([CHANGE_CHANNEL, ENROLLMENT_CHANGE_CHANNEL], {
      notice: (topic, channel) => {
        if (channel === ENROLLMENT_CHANGE_CHANNEL) {
          const { enrollmentId, version } = enrollmentOfNotice(topic);
          return forgetEnrollment(db, enrollmentId, version);
        }
        const session = sessionOfNotice(topic);
        if (session !== null) forgetSession(db, session);
        else if (topic === CHANGE_TOPICS.catalog) forgetCatalogSnapshot(db);
        else if (topic === CHANGE_TOPICS.sites) clearSiteCache(db);
        else {
          forgetAll();
          forgetAllSessions(db);
        }
      },
      lost: () => {
        app.log.warn('change notices: the listening connection was lost or reopened; the cached catalog, sites and sessions are read again');
        forgetAll();
        // Until it listens again, every call reads its session: another replica's change to it would go unheard.
        sessionNoticesLost(db);
      },
      back: () => sessionNoticesHeard(db),
    });
    // PGlite may already be closed when this runs (a handed-in database is closed by its owner): nothing left to stop.
    app.addHook('onClose', async () => stop().catch(() => {}));
  },
  { name: 'change-notices', dependencies: ['db'] },
);
