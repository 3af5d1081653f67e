/** What other features use of admin-audit: they import it from here, never from its files. */
export { type AdminActor, requireAdminActor } from "./admin-actor";
export { csvField } from "./admin-audit.service";
export { recordAdminAction } from "./record-admin-action";
