import type { AttemptLimit } from "../../lib/attempt-limiter";

const MINUTE_MS = 60_000;

/** The 11th failed sign-in for one account or one IP within 15 minutes is refused. */
export const LOGIN_FAILURE_LIMIT: AttemptLimit = {
  kind: "login-failure",
  max: 10,
  windowMs: 15 * MINUTE_MS,
};
/** Wrong second-factor codes: refused after 5 within 15 minutes. */
export const TWO_FACTOR_FAILURE_LIMIT: AttemptLimit = {
  kind: "2fa-failure",
  max: 5,
  windowMs: 15 * MINUTE_MS,
};
/** Reset e-mails: 5 an hour per address (and 20 per IP) so nobody's inbox can be flooded. */
export const FORGOT_PASSWORD_EMAIL_LIMIT: AttemptLimit = {
  kind: "forgot-email",
  max: 5,
  windowMs: 60 * MINUTE_MS,
};
export const FORGOT_PASSWORD_IP_LIMIT: AttemptLimit = {
  kind: "forgot-ip",
  max: 20,
  windowMs: 60 * MINUTE_MS,
};
