import { SecondFactorSchema } from '@benefit-store/domain';
import { z } from 'zod';

/** The code form's schema for the chosen method: the domain's second-factor schema, less its method field. */
export function secondFactorFormSchema(method: 'totp' | 'recovery') {
  const option = SecondFactorSchema.options.find((o) => o.shape.method.value === method)!;
  return z.object({ code: option.shape.code });
}
