/** What other features use of users: they import it from here, never from its files. */
export { toPublicUser } from "./public-user";
export {
  deleteUser,
  findUserByEmail,
  findUserById,
  findUserByLogin,
  findUserByUsername,
  insertUser,
  toKey,
  type UserRow,
  updateUser,
} from "./users.repo";
