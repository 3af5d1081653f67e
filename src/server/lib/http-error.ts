/** A failure with an HTTP status; the error handler answers `{ "error": message }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export const notFound = (message = "Not found") => new HttpError(404, message);
export const badRequest = (message: string) => new HttpError(400, message);

export const unauthorized = (message = "Not signed in") => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const conflict = (message: string) => new HttpError(409, message);

/** 429 with the number of seconds after which trying again can succeed (Retry-After). */
export class TooManyRequestsError extends HttpError {
  constructor(
    readonly retryAfterSeconds: number,
    message = `Too many attempts. Please try again in ${Math.max(1, Math.ceil(retryAfterSeconds / 60))} minute${retryAfterSeconds > 60 ? "s" : ""}.`,
  ) {
    super(429, message);
  }
}

/**
 * 429 that a solved captcha lifts: the reply carries `captchaRequired: true` so the form shows
 * the captcha and sends the request again with its solution.
 */
export class CaptchaRequiredError extends TooManyRequestsError {
  readonly captchaRequired = true as const;
}
