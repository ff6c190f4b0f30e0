import { APIError } from 'better-auth/api';

/** Any zod schema, full or "mini" (the sign-in schema is the latter, to keep /login light). */
export interface BodySchema {
  safeParse(body: unknown): { success: boolean; error?: { issues: { message: string }[] } };
}

/** Refuses a request body the form's own schema refuses, with the API's validation error. */
export function validateBody(schema: BodySchema, body: unknown) {
  const result = schema.safeParse(body);
  if (result.success || !result.error) return;
  throw new APIError('BAD_REQUEST', {
    code: 'VALIDATION_FAILED',
    message: result.error.issues.map((issue) => issue.message).join(', '),
  });
}
