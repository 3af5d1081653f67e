/** What other features use of account: they import it from here, never from its files. */
export { type CredentialChange, queueCredentialNotice } from "./credential-notice";
