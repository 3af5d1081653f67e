import { z } from "zod";
import { MAX_DATABASE_ID } from "../../lib/cursor";
import { notFound } from "../../lib/http-error";
import { errorReplySchema } from "../../plugins/error-handler";
import { FEEDBACK_NOT_FOUND_MESSAGE } from "./feedback.service";

/** Read as text: an id that is not a positive 32-bit integer names no feedback item (404). */
export const feedbackParams = z.object({ id: z.string().max(40) });

export function feedbackIdOf(text: string, message = FEEDBACK_NOT_FOUND_MESSAGE): number {
  const id = /^[0-9]{1,10}$/.test(text) ? Number(text) : 0;
  if (id < 1 || id > MAX_DATABASE_ID) throw notFound(message);
  return id;
}

/** The error replies every feedback route declares. */
export const feedbackErrors = {
  400: errorReplySchema,
  401: errorReplySchema,
  403: errorReplySchema,
  404: errorReplySchema,
  409: errorReplySchema,
  429: errorReplySchema,
};
