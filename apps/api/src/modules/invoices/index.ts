// The invoices module's door: what other modules and plugins/ may use (completion queues the first invoice).
export { enqueueFirstInvoice } from './invoice.job.js';
