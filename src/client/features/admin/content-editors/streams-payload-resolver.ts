import type { FieldErrors, FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";

/**
 * A react-hook-form resolver that turns the form's values (text as typed: tags comma-separated,
 * numbers and dates as strings) into the API payload and checks it with the server's own
 * shared schema, so every message is the server's. Each message goes under its field; one
 * about the whole payload ("Nothing to change") goes to `root`. The social posts editor uses it
 * too.
 */
export function payloadResolver<V extends FieldValues, T>(
  schema: z.ZodType<T>,
  toPayload: (values: V) => Record<string, unknown>,
): Resolver<V, unknown, T> {
  return async (values) => {
    const result = schema.safeParse(toPayload(values));
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const key = issue.path.length > 0 ? String(issue.path[0]) : "root";
      errors[key] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<V> };
  };
}

/** "a, b,, c" → ["a", "b", "c"]: a list typed in one text box, commas between. */
export function splitList(text: string): string[] {
  return text
    .split(",")
    .map((item) => item.trim())
    .filter((item) => item !== "");
}

/** A number typed in a box: nothing typed is left out (the schema's default applies). */
export function numberOrUndefined(text: string): number | undefined {
  return text.trim() === "" ? undefined : Number(text);
}

/** An optional text: blank is null. */
export function textOrNull(text: string): string | null {
  return text.trim() === "" ? null : text;
}
