/** The signed-in user as `GET /api/user` returns it (spec 000 §3 "User"); defined with its schema. */
export type { User } from "../../../shared/auth";
