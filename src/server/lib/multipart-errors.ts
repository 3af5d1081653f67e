import { badRequest, HttpError } from "./http-error";

export const MALFORMED_MULTIPART_MESSAGE =
  "The upload could not be read: send the form again as multipart/form-data";

/**
 * The reply an error met while reading an upload's parts deserves. A file over the route's
 * limit is the route's own 400; the plugin's limits (too many parts, files or fields) keep
 * their 4xx; a body that is no well-formed multipart (no boundary, cut off before its end) is
 * the sender's fault, a 400, never a server error.
 */
export function multipartReadError(error: unknown, fileTooLargeMessage: string): Error {
  if ((error as { code?: unknown } | null)?.code === "FST_REQ_FILE_TOO_LARGE") {
    return badRequest(fileTooLargeMessage);
  }
  if (error instanceof HttpError) return error;
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === "number" && status >= 400 && status < 500) return error as Error;
  return badRequest(MALFORMED_MULTIPART_MESSAGE);
}
