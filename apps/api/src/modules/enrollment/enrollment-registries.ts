import fp from 'fastify-plugin';
import { DirectContinueRegistry } from './direct-continue-registry.js';
import { SaveTabRegistry } from './save-tab-registry.js';
import { StepLoaderRegistry } from './step-loader-registry.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** save-enrollment's handler per tab (save-tab-registry.ts); route plugins register their tabs. */
    saveTabs: SaveTabRegistry;
    /** direct-continue's opener per link purpose (direct-continue-registry.ts). */
    directContinue: DirectContinueRegistry;
    /** get-enrollment-step's loader per tab (step-loader-registry.ts); the step's routes plugin registers it. */
    stepLoaders: StepLoaderRegistry;
  }
}

/** The enrollment's extension points, one set per app, filled by the route plugins that own each tab or link. */
export default fp(
  async (app) => {
    app.decorate('saveTabs', new SaveTabRegistry());
    app.decorate('directContinue', new DirectContinueRegistry());
    app.decorate('stepLoaders', new StepLoaderRegistry());
  },
  { name: 'enrollment-registries' },
);
