import { idFromText, textIdParams } from "../../lib/path-id";
import { errorReplies } from "../../plugins/error-handler";
import { FEEDBACK_NOT_FOUND_MESSAGE } from "./feedback.service";

/** Read as text: an id that is not a positive 32-bit integer names no feedback item (404). */
export const feedbackParams = textIdParams;

export function feedbackIdOf(text: string, message = FEEDBACK_NOT_FOUND_MESSAGE): number {
  return idFromText(text, message);
}

/** The error replies every feedback route declares. */
export const feedbackErrors = errorReplies;
