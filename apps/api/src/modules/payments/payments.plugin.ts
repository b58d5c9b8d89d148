import fp from 'fastify-plugin';
import { createLocalTestPaymentProvider, usePaymentProvider, type PaymentProvider } from './payment-provider.js';
import { createStripeProvider } from './stripe-provider.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The payment provider PAYMENT_PROVIDER names (the local test provider by default; decision 0085). */
    payments: PaymentProvider;
  }
}

/**
 * Builds the configured payment provider at start and installs it for the services (paymentProvider()); the one it
 * replaced comes back when the app closes (tests build several apps in one process).
 */
export default fp(
  async (app) => {
    const settings = app.config.payments;
    const provider = settings?.provider === 'stripe' && settings.stripe ? createStripeProvider(settings.stripe, { chargeLater: settings.chargeAt === 'effective_date' }) : createLocalTestPaymentProvider();
    app.decorate('payments', provider);
    const previous = usePaymentProvider(provider);
    app.addHook('onClose', async () => {
      usePaymentProvider(previous);
    });
  },
  { name: 'payments', dependencies: ['config'] },
);
