/** What other features use of email-verification: they import it from here, never from its files. */

export { queueEmailVerification } from "./email-verification.service";
export { EMAIL_VERIFICATION_SEND_LIMIT } from "./email-verification-limits";
