/** What other features use of mail-outbox: they import it from here, never from its files. */
export { enqueueMail } from "./mail-outbox.service";
