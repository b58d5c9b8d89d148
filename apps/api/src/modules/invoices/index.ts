// The invoices module's door.
export { enqueueFirstInvoice, invoiceNumberOf } from './invoice.job.js';
