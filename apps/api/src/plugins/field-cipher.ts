import fp from 'fastify-plugin';
import { FieldCipher, loadDataKeys } from '../modules/shared/field-encryption.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Encrypts single fields at rest (SSNs, health answers, account numbers; modules/shared/field-encryption.ts).
     * Also on every RequestContext as `ctx.cipher`.
     */
    fieldCipher: FieldCipher;
  }
}

/**
 * The field cipher, built once at start: keys from config.dataKeys, else DATA_KEY / DATA_KEY_PREVIOUS, else the
 * data-key file generated once in DATA_DIR (not in production, where DATA_KEY is required and its absence stops
 * the start). An in-memory database gets a key that lives as long as the process, as its data does.
 */
export default fp(
  async (app) => {
    const keys = app.config.dataKeys ?? loadDataKeys(process.env, app.config.dataDir ?? null);
    app.decorate('fieldCipher', new FieldCipher(keys));
  },
  { name: 'field-cipher', dependencies: ['config'] },
);
