import fp from 'fastify-plugin';
import { DirectContinueRegistry } from './direct-continue-registry.js';
import { SaveLaterRegistry } from './resume/save-later-registry.js';
import { SaveTabRegistry } from './save-tab-registry.js';
import { StepLoaderRegistry } from './step-loader-registry.js';
import { TempInfoColumnRegistry } from './temp-info-column-registry.js';
import { registerRowColumns } from './temp-info-columns.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** save-enrollment's handler per tab (save-tab-registry.ts); route plugins register their tabs. */
    saveTabs: SaveTabRegistry;
    /** direct-continue's opener per link purpose (direct-continue-registry.ts). */
    directContinue: DirectContinueRegistry;
    /** get-enrollment-step's loader per tab (step-loader-registry.ts); the step's routes plugin registers it. */
    stepLoaders: StepLoaderRegistry;
    /** get-enrollment-temp-info's reader per column (temp-info-column-registry.ts); a step's routes plugin registers its column. */
    tempInfoColumns: TempInfoColumnRegistry;
    /** save-enrollment's Save & Continue Later saver per wizard tab (resume/save-later-registry.ts); the step's routes plugin registers it. */
    saveLater: SaveLaterRegistry;
  }
}

/** The enrollment's extension points, one set per app, filled by the route plugins that own each tab or link. */
export default fp(
  async (app) => {
    app.decorate('saveTabs', new SaveTabRegistry());
    app.decorate('directContinue', new DirectContinueRegistry());
    app.decorate('stepLoaders', new StepLoaderRegistry());
    const columns = new TempInfoColumnRegistry();
    registerRowColumns(columns);
    app.decorate('tempInfoColumns', columns);
    app.decorate('saveLater', new SaveLaterRegistry());
  },
  { name: 'enrollment-registries' },
);
