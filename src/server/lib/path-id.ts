import { z } from "zod";
import { MAX_ID } from "../../shared/ids";
import { notFound } from "./http-error";

/**
 * A path id read as text, for the routes where any text that names nothing is a 404 (never a
 * 400): a link with a mistyped id is a page that does not exist, not a bad request.
 */
export const textIdParams = z.object({ id: z.string().max(40) });

/** The id `text` names, or a 404 with `notFoundMessage` when it is not a positive 32-bit integer. */
export function idFromText(text: string, notFoundMessage: string): number {
  const id = /^[0-9]{1,10}$/.test(text) ? Number(text) : 0;
  if (id < 1 || id > MAX_ID) throw notFound(notFoundMessage);
  return id;
}
