import type { FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";

/**
 * zodResolver over a shared schema that loads on the form's first check (its first submit, or
 * the first re-check after it), not with the page: zod and the resolver are about a fifth of a
 * page's JavaScript, and a form's first view needs neither. The messages and the parsed values
 * are the shared schema's, exactly as with `zodResolver(schema)`.
 *
 * Made once per form, at module level, not in render: the loaded resolver is kept, so every
 * check after the first runs at once. Checks that each waited for the modules again finished
 * in no fixed order, and react-hook-form shows the errors of whichever check finishes last: an
 * earlier check of older values could replace the errors of the current ones.
 */
export function lazyZodResolver<S extends z.ZodType<FieldValues, FieldValues>>(
  loadSchema: () => Promise<S>,
): Resolver<z.input<S>, unknown, z.output<S>> {
  type Loaded = Resolver<z.input<S>, unknown, z.output<S>>;
  let loaded: Loaded | null = null;
  let loading: Promise<Loaded> | null = null;
  const load = async (): Promise<Loaded> => {
    const [{ zodResolver }, schema] = await Promise.all([
      import("@hookform/resolvers/zod"),
      loadSchema(),
    ]);
    loaded = zodResolver(schema) as unknown as Loaded;
    return loaded;
  };
  return async (values, context, options) => {
    // A failed load (the network) is tried again by the next check.
    if (!loaded) {
      loading ??= load().catch((error: unknown) => {
        loading = null;
        throw error;
      });
      await loading;
    }
    return (loaded as Loaded)(values, context, options);
  };
}
