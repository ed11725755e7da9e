import { type Lang, type Problem, translate } from '@bazar/contracts';

/** A message beside each field that has one, already in the page's language. */
export type FieldErrors = Partial<Record<string, string>>;

/** What a form action answers when it cannot go on: messages beside fields, or one for the form. */
export interface FormFeedback {
  errors?: FieldErrors;
  formError?: string;
}

/** The part of a zod object schema this needs: its fields and safeParse (kept structural on purpose). */
interface FormSchema<T> {
  shape: Record<string, unknown>;
  safeParse(
    value: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/** A form's text fields (files are not part of any form here). */
export function formValues(formData: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of formData) if (typeof value === 'string') values[key] = value;
  return values;
}

/**
 * Validates a form with the contract's own schema, as the API will: only the schema's fields are
 * taken (others, such as `intent`, stay out of the strict bodies), and each message key is translated.
 */
export function validate<T>(
  schema: FormSchema<T>,
  values: Record<string, string>,
  lang: Lang,
): { ok: true; data: T } | { ok: false; errors: FieldErrors } {
  const picked = Object.fromEntries(Object.keys(schema.shape).map((key) => [key, values[key]]));
  const result = schema.safeParse(picked);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= translate(issue.message, lang);
  }
  return { ok: false, errors };
}

/** The API's problem as form feedback: its field messages beside fields, else its detail for the form. */
export function problemFeedback(problem: Problem): FormFeedback {
  const entries = Object.entries(problem.errors ?? {}).filter(([, messages]) => messages.length > 0);
  if (entries.length === 0) return { formError: problem.detail };
  return { errors: Object.fromEntries(entries.map(([field, messages]) => [field, messages[0]])) };
}
