import { type z } from 'zod';

/**
 * A contract schema as a @mantine/form validator: the first message of each field, keyed by its path as the form names
 * it (`links.1.url`), so the form refuses with the same words as the api. A message about no field is under `form`.
 */
export function schemaErrors(schema: z.ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : 'form';
    errors[key] ??= issue.message;
  }
  return errors;
}
