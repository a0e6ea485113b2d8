/**
 * The one wording of a schema refusal (a 400): the field it is about, then what is wrong with it,
 * e.g. `email: Invalid email address`. The error handler sends it; the staff audit trail keeps it.
 */
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

export function validationMessage(error: unknown): string | undefined {
  if (!hasZodFastifySchemaValidationErrors(error)) return undefined;
  const issue = error.validation[0];
  const field = issue?.instancePath?.replace(/^\//, '').replace(/\//g, '.') || error.validationContext || 'body';
  return issue ? `${field}: ${issue.message}` : 'Invalid request';
}
