import { type FieldErrors, type FieldValues, get, type Resolver, set } from "react-hook-form";
import type { z } from "zod";

/**
 * The content editors check their forms with the shared schema the server uses: the form's values become the API payload first (tags typed comma-separated
 * become a list, a blank optional link becomes null), then the schema parses that payload, so
 * every message is the server's own. Each message lands under the field it is about, as
 * `fieldOf` places it (a tag's message under Tags, a section title's under that section's
 * title); a message about the whole payload ("Nothing to change") lands in `errors.root`.
 */
export function payloadResolver<V extends FieldValues, S extends z.ZodType>(
  schema: S,
  toPayload: (values: V) => unknown,
  fieldOf: (path: readonly PropertyKey[]) => string = (path) => String(path[0]),
): Resolver<V, unknown, z.output<S>> {
  return async (values) => {
    const result = schema.safeParse(toPayload(values));
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const issue of result.error.issues) {
      const name = issue.path.length === 0 ? "root" : fieldOf(issue.path);
      // The first message of a field is the one shown, as zodResolver does.
      if (get(errors, name) !== undefined) continue;
      set(errors, name, { type: issue.code, message: issue.message });
    }
    return { values: {}, errors: errors as FieldErrors<V> };
  };
}

/** "a, b ,, c" → ["a", "b", "c"]: how tag lists are typed. */
export function splitList(text: string, separator: string | RegExp = ","): string[] {
  return text
    .split(separator)
    .map((item) => item.trim())
    .filter((item) => item !== "");
}

/** The fields whose value differs from before (PATCH sends only what changed). */
export function changedFields<T extends Record<string, unknown>>(next: T, before: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(next).filter(
      ([key, value]) => JSON.stringify(value) !== JSON.stringify(before[key]),
    ),
  ) as Partial<T>;
}

/** A number typed in a box: nothing typed is left out (the schema's default applies). */
export function numberOrUndefined(text: string): number | undefined {
  return text.trim() === "" ? undefined : Number(text);
}

/** An optional text: blank is null. */
export function textOrNull(text: string): string | null {
  return text.trim() === "" ? null : text;
}
