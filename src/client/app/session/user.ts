/** The signed-in user as `GET /api/user` returns it; defined with its schema. */
export type { User } from "../../../shared/auth";
