import { z } from 'zod';

/** The console's idea of who is signed in: GET /api/v1/admin/me (404 for anyone but a signed-in operator). */
export const OperatorMeSchema = z.object({ email: z.string(), display_name: z.string() });
export type OperatorMe = z.infer<typeof OperatorMeSchema>;
