import type { FieldErrors, Resolver } from "react-hook-form";
import type { z } from "zod";
import type { RetroGame } from "../../../../shared/retro-games";

/**
 * The retro game form's values as its controls hold them (all text), and the payloads they
 * make for the shared schemas (createRetroGameSchema, updateRetroGameSchema), which give every
 * message, exactly as the server does.
 */
export interface RetroGameFormValues {
  title: string;
  slug: string;
  developer: string;
  genre: string;
  year: string;
  rating: string;
  image: string;
  embedUrl: string;
  source: string;
  controls: string;
  sortOrder: string;
  description: string;
}

export const EMPTY_RETRO_GAME_VALUES: RetroGameFormValues = {
  title: "",
  slug: "",
  developer: "",
  genre: "",
  year: "",
  rating: "",
  image: "",
  embedUrl: "",
  source: "",
  controls: "",
  sortOrder: "",
  description: "",
};

/** The form's values for a game, as the API sends it. */
export function formValuesOf(game: RetroGame): RetroGameFormValues {
  return {
    title: game.title,
    slug: game.slug,
    developer: game.developer,
    genre: game.genre,
    year: String(game.year),
    rating: String(game.rating),
    image: game.image,
    embedUrl: game.embedUrl ?? "",
    source: game.source,
    controls: game.controls,
    sortOrder: String(game.sortOrder),
    description: game.description,
  };
}

/** "Star Courier II" → "star-courier-ii": the slug a new game gets from its title. */
export function slugFromTitle(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
}

/** A number typed in a field; empty is `blank` (left out, or NaN so the schema says so). */
function numberOf(text: string, blank: number | undefined): number | undefined {
  const trimmed = text.trim();
  return trimmed === "" ? blank : Number(trimmed);
}

/**
 * The create payload. An empty rating and place take the schema's defaults (0 and 100); an
 * empty embed address is null (the game waits for its bundle).
 */
export function createPayloadOf(values: RetroGameFormValues): Record<string, unknown> {
  return {
    title: values.title,
    slug: values.slug,
    developer: values.developer,
    genre: values.genre,
    year: numberOf(values.year, undefined),
    rating: numberOf(values.rating, undefined),
    image: values.image,
    embedUrl: values.embedUrl.trim() === "" ? null : values.embedUrl,
    source: values.source,
    controls: values.controls,
    sortOrder: numberOf(values.sortOrder, undefined),
    description: values.description,
  };
}

/**
 * An edit sends only what changed (PATCH). A year or rating emptied is sent as NaN so the
 * schema answers "… must be a number"; an empty place keeps the game's place.
 */
export function changesPayloadOf(
  values: RetroGameFormValues,
  initial: RetroGameFormValues,
): Record<string, unknown> {
  const next = {
    ...createPayloadOf(values),
    year: numberOf(values.year, Number.NaN),
    rating: numberOf(values.rating, Number.NaN),
  };
  const before = createPayloadOf(initial);
  return Object.fromEntries(
    Object.entries(next).filter(
      ([key, value]) => value !== undefined && !Object.is(value, before[key]),
    ),
  );
}

/**
 * A react-hook-form resolver that checks the payload the values make with a shared schema:
 * each message goes under its field, a message about the whole form ("Nothing to change")
 * to `root`. On success the form hands over the schema's parsed payload.
 */
export function retroGameResolver<T>(
  schema: z.ZodType<T>,
  toPayload: (values: RetroGameFormValues) => Record<string, unknown>,
): Resolver<RetroGameFormValues, unknown, T> {
  return async (values) => {
    const result = schema.safeParse(toPayload(values));
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const key = issue.path.length > 0 ? String(issue.path[0]) : "root";
      errors[key] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<RetroGameFormValues> };
  };
}
