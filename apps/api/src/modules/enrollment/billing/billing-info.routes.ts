import {
  BILLING_REQUEST_FIELDS,
  BILL_DATES,
  EnrollmentIdSchema,
  EnrollmentQuerySchema,
  FieldDefinitionListSchema,
  ok,
  PAYMENT_METHODS,
  RoutingLookupQuerySchema,
  SavedBankSchema,
  SavedCardSchema,
  RoutingLookupResponseSchema,
  SavePaymentInfoAnswerSchema,
  PaymentInfoAnswerSchema,
} from '@benefit-store/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successSchema } from '../../shared/envelope-schema.js';
import {
  billingFieldsWithValues,
  billingStepOptions,
  billingText,
  existingBanks,
  existingCards,
  lookupRoutingNumber,
  paymentMethodOf,
  readPaymentInfoAnswer,
  saveBillingInfo,
  saveBillingInfoData,
  withHeld,
} from './billing-info.service.js';

const tags = ['enrollment'];

/**
 * The request's shape only: every billing field named (for the OpenAPI document and the fuzz test), each bounded,
 * each value left to the service, which applies the card or bank rules of the offered method together.
 */
const bounded = z.union([z.string().max(200), z.number(), z.boolean(), z.null()]).optional();
const SaveBillingBody = z.object({
  enrollment_id: EnrollmentIdSchema,
  ...Object.fromEntries(BILLING_REQUEST_FIELDS.map((name) => [name, bounded])),
});

const result = <S extends z.ZodType>(schema: S) => successSchema(z.object({ result: schema }));

/** The Billing Information step's calls (spec 002 sections 2.3, 4, 5, 7; issue 11 item 2). */
const billingInfoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.stepLoaders.register('billing_info', {
    fields: (ctx, enrollment) => billingFieldsWithValues(ctx, enrollment),
    options: (ctx, enrollment) => billingStepOptions(ctx, enrollment),
  });
  // get-enrollment-temp-info's payment_info: null until saved; card and account numbers masked, no token. Entered in
  // this enrollment (a saved card or bank only by its masked number), so a member-store enrollment sees it.
  app.tempInfoColumns.register('payment_info', { schema: PaymentInfoAnswerSchema.nullable(), read: (row, ctx) => readPaymentInfoAnswer(ctx, row) });
  // Save & Continue Later on this step saves what its own save route saves, in the save-for-later transaction.
  app.saveLater.register('payment_info', async (ctx, tx, enrollment, data) => {
    await saveBillingInfoData(ctx, tx, enrollment, data);
  });

  app.get(
    '/get-payment-method',
    { schema: { tags, summary: 'The payment type: cc (card, EFT as the alternative) or a fixed mode eft, list, elist, stmt', querystring: EnrollmentQuerySchema, response: { 200: result(z.enum(PAYMENT_METHODS)) } } },
    async (request) => {
      const ctx = await request.context();
      return ok({ result: await withHeld(ctx, request.query.enrollment_id, (e) => paymentMethodOf(ctx, e)) });
    },
  );

  app.get(
    '/get-form-fields-billing-info',
    { schema: { tags, summary: 'The billing form fields (field_name, required, read_only, value)', querystring: EnrollmentQuerySchema, response: { 200: result(FieldDefinitionListSchema) } } },
    async (request) => {
      const ctx = await request.context();
      return ok({ result: await withHeld(ctx, request.query.enrollment_id, (e) => billingFieldsWithValues(ctx, e)) });
    },
  );

  app.get(
    '/get-existing-card-info',
    { schema: { tags, summary: "An existing member's saved cards (numbers masked: six characters and the last four), or null", querystring: EnrollmentQuerySchema, response: { 200: result(z.array(SavedCardSchema).nullable()) } } },
    async (request) => {
      const ctx = await request.context();
      const cards = await withHeld(ctx, request.query.enrollment_id, (e) => existingCards(ctx, e));
      return ok({ result: cards.length > 0 ? cards : null });
    },
  );

  app.get(
    '/get-existing-bank-info',
    { schema: { tags, summary: "An existing member's saved bank accounts (account numbers masked: five characters and the last four), or null", querystring: EnrollmentQuerySchema, response: { 200: result(z.array(SavedBankSchema).nullable()) } } },
    async (request) => {
      const ctx = await request.context();
      const banks = await withHeld(ctx, request.query.enrollment_id, (e) => existingBanks(ctx, e));
      return ok({ result: banks.length > 0 ? banks : null });
    },
  );

  app.get(
    '/get-bill-date',
    { schema: { tags, summary: "The bill dates offered ('{n}th of month'; default 28)", response: { 200: successSchema(z.array(z.object({ bill_date: z.number().int() }))) } } },
    async () => ok(BILL_DATES.map((bill_date) => ({ bill_date }))),
  );

  app.get(
    '/get-billing-text',
    { schema: { tags, summary: 'The statement descriptor text', querystring: EnrollmentQuerySchema, response: { 200: result(z.string()) } } },
    async (request) => {
      const ctx = await request.context();
      return ok({ result: await withHeld(ctx, request.query.enrollment_id, () => billingText()) });
    },
  );

  app.get(
    '/get-bank-by-routing-number',
    {
      schema: {
        tags,
        summary: "The routing-number lookup (the spec's external lookup, answered from the bank directory): the bank's name in upper case",
        querystring: RoutingLookupQuerySchema,
        response: { 200: successSchema(RoutingLookupResponseSchema) },
      },
    },
    async (request) => ok({ response: await lookupRoutingNumber(await request.context(), request.query.q) }),
  );

  const saveSchema = (summary: string) => ({ tags, summary, body: SaveBillingBody, response: { 200: successSchema(SavePaymentInfoAnswerSchema) } });

  app.post(
    '/save-billing-info',
    { schema: saveSchema('Saves the billing step: a card (tokenised by the payment provider; only the token, brand, last four and expiry kept), bank details, or a fixed mode') },
    async (request) => ok(await saveBillingInfo(await request.context(), request.body, false)),
  );

  app.post(
    '/save-billing-info-existing',
    { schema: saveSchema('Saves the billing step with a saved card (card_id) or a saved bank (bank_id with its details)') },
    async (request) => ok(await saveBillingInfo(await request.context(), request.body, true)),
  );
};

export default billingInfoRoutes;

