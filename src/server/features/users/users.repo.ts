import type { Kysely, Selectable, Updateable } from "kysely";
import type { Database, UserTable } from "../../db/schema";

export type UserRow = Selectable<UserTable>;

/** Usernames and e-mails are unique regardless of case. */
export const toKey = (value: string) => value.trim().toLowerCase();

export function findUserById(db: Kysely<Database>, id: number): Promise<UserRow | undefined> {
  return db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Sign-in accepts the username or the e-mail address. */
export function findUserByLogin(db: Kysely<Database>, login: string): Promise<UserRow | undefined> {
  const key = toKey(login);
  return db
    .selectFrom("users")
    .selectAll()
    .where((eb) => eb.or([eb("usernameKey", "=", key), eb("emailKey", "=", key)]))
    .executeTakeFirst();
}

export function findUserByEmail(db: Kysely<Database>, email: string): Promise<UserRow | undefined> {
  return db.selectFrom("users").selectAll().where("emailKey", "=", toKey(email)).executeTakeFirst();
}

export function findUserByUsername(
  db: Kysely<Database>,
  username: string,
): Promise<UserRow | undefined> {
  return db
    .selectFrom("users")
    .selectAll()
    .where("usernameKey", "=", toKey(username))
    .executeTakeFirst();
}

export async function insertUser(
  db: Kysely<Database>,
  user: { username: string; email: string; passwordHash: string; isAdmin?: boolean },
  /** The app clock's time; without it the database's own time stamps the row. */
  now?: Date,
): Promise<UserRow> {
  const stamps = now ? { createdAt: now.toISOString(), updatedAt: now.toISOString() } : {};
  return db
    .insertInto("users")
    .values({
      ...stamps,
      username: user.username,
      usernameKey: toKey(user.username),
      email: user.email,
      emailKey: toKey(user.email),
      passwordHash: user.passwordHash,
      isAdmin: user.isAdmin ?? false,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateUser(
  db: Kysely<Database>,
  id: number,
  changes: Omit<Updateable<UserTable>, "id" | "updatedAt">,
  now: Date,
): Promise<UserRow> {
  return db
    .updateTable("users")
    .set({ ...changes, updatedAt: now.toISOString() })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteUser(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom("users").where("id", "=", id).execute();
}
