import fp from 'fastify-plugin';
import { firstInvoice } from './invoice.job.js';

/** The first-invoice job (callInvoice) on the job runner. */
export default fp(
  async (app) => {
    app.jobs.register(firstInvoice);
  },
  { name: 'invoices', dependencies: ['config', 'db', 'jobs'] },
);
