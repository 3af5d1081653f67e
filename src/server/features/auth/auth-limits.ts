import { HOUR_MS, MINUTE_MS } from "../../../shared/time-units";
import type { AttemptLimit } from "../../lib/attempt-limiter";

/**
 * Failed sign-ins from one IP address: the 11th within 15 minutes is refused outright (429 with
 * Retry-After). Wrong current passwords (change password, 2FA on or off) count here too.
 */
export const LOGIN_IP_FAILURE_LIMIT: AttemptLimit = {
  kind: "login-failure-ip",
  max: 10,
  windowMs: 15 * MINUTE_MS,
  message: "Too many failed sign-in attempts from your network. Please try again later.",
};

/**
 * Failed sign-ins to one account, from anywhere: past 10 within 15 minutes the account is not
 * locked (a stranger could then lock its owner out) but asks for a solved captcha with every
 * further sign-in, which makes guessing slow and costly while the owner still gets in.
 */
export const LOGIN_ACCOUNT_CAPTCHA_THRESHOLD: AttemptLimit = {
  kind: "login-failure-account",
  max: 10,
  windowMs: 15 * MINUTE_MS,
  message: "Too many failed sign-in attempts for this account. Please complete the security check.",
};

/**
 * Wrong current passwords typed into a signed-in session (change password, 2FA on or off):
 * refused after 10 within 15 minutes. Only the account's own sessions can reach this, so it
 * cannot be used to lock a stranger out.
 */
export const CURRENT_PASSWORD_LIMIT: AttemptLimit = {
  kind: "current-password",
  max: 10,
  windowMs: 15 * MINUTE_MS,
  message: "Too many wrong passwords. Please try again later.",
};

/** Wrong second-factor codes: refused after 5 within 15 minutes. */
export const TWO_FACTOR_FAILURE_LIMIT: AttemptLimit = {
  kind: "2fa-failure",
  max: 5,
  windowMs: 15 * MINUTE_MS,
  message: "Too many wrong verification codes. Please try again later.",
};

/** New accounts per IP address and hour; the number comes from REGISTRATION_LIMIT_PER_HOUR. */
export function registrationLimit(perHour: number): AttemptLimit {
  return {
    kind: "registration-ip",
    max: perHour,
    windowMs: HOUR_MS,
    message: "Too many accounts have been created from your network. Please try again later.",
  };
}

/** Reset e-mails: 5 an hour per address (and 20 per IP) so nobody's inbox can be flooded. */
export const FORGOT_PASSWORD_EMAIL_LIMIT: AttemptLimit = {
  kind: "forgot-email",
  max: 5,
  windowMs: HOUR_MS,
};
export const FORGOT_PASSWORD_IP_LIMIT: AttemptLimit = {
  kind: "forgot-ip",
  max: 20,
  windowMs: HOUR_MS,
};
