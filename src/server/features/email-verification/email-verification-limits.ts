import { HOUR_MS } from "../../../shared/time-units";
import type { AttemptLimit } from "../../lib/attempt-limiter";

/** Verification e-mails: 3 an hour per account (the one sent at registration included). */
export const EMAIL_VERIFICATION_SEND_LIMIT: AttemptLimit = {
  kind: "verification-email",
  max: 3,
  windowMs: HOUR_MS,
  message: "A verification e-mail was sent several times already. Please try again later.",
};
