import { z } from 'zod';

/** The one error shape of the API (errors only for validation). */
export const ZApiError = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type TApiError = z.infer<typeof ZApiError>;
