import type { FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";

/**
 * zodResolver over a shared schema that loads on the form's first check (its first submit, or
 * the first re-check after it), not with the page: zod and the resolver are about a fifth of a
 * page's JavaScript, and a form's first view needs neither. The messages and the parsed values
 * are the shared schema's, exactly as with `zodResolver(schema)`.
 */
export function lazyZodResolver<S extends z.ZodType<FieldValues, FieldValues>>(
  loadSchema: () => Promise<S>,
): Resolver<z.input<S>, unknown, z.output<S>> {
  return async (values, context, options) => {
    const [{ zodResolver }, schema] = await Promise.all([
      import("@hookform/resolvers/zod"),
      loadSchema(),
    ]);
    const resolve = zodResolver(schema) as unknown as Resolver<z.input<S>, unknown, z.output<S>>;
    return resolve(values, context, options);
  };
}
