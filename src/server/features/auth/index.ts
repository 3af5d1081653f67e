/** What other features use of auth: they import it from here, never from its files. */

export { checkCurrentPassword, checkTotpCode, revokeResetTokens } from "./auth.service";
export { FORGOT_PASSWORD_EMAIL_LIMIT, FORGOT_PASSWORD_IP_LIMIT } from "./auth-limits";
