import { DAY_MS } from "../../shared/time-units";
import { setAdminRole } from "../features/users/admin-bootstrap";
import { insertUser } from "../features/users/users.repo";
import { AccountClient, newIdentity } from "./account-client";
import type { TestApp } from "./test-app";
import { unique } from "./unique";

/** The people of the API tests: members signed in through the API, visitors, bare accounts. */

export interface Member {
  browser: AccountClient;
  user: { id: number; username: string };
}

export interface MemberOptions {
  /** Keeps the account brand new (the new-account limits apply); by default it is two days old. */
  newAccount?: boolean;
  admin?: boolean;
  ip?: string;
}

/**
 * A signed-in member ("remembered", so moving the clock by days keeps the session). The
 * account's age is set against the app's clock, which tests move forward, not the wall clock.
 */
export async function member(t: TestApp, options: MemberOptions = {}): Promise<Member> {
  const browser = new AccountClient(t.app, options.ip ?? "127.0.0.1");
  const identity = newIdentity(options.admin ? "admin" : "member");
  const user = await browser.register(identity);
  await browser.login(identity.username, identity.password, true);
  if (!options.newAccount) {
    await t.database.db
      .updateTable("users")
      .set({ createdAt: new Date(t.clock.now().getTime() - 2 * DAY_MS).toISOString() })
      .where("id", "=", user.id)
      .execute();
  }
  if (options.admin) await setAdminRole(t.database.db, user.username, true);
  return { browser, user: { id: user.id, username: user.username } };
}

export function admin(t: TestApp, options: { ip?: string } = {}): Promise<Member> {
  return member(t, { ...options, admin: true });
}

/** A signed-out visitor. */
export function visitor(t: TestApp): AccountClient {
  return new AccountClient(t.app);
}

/** A member written straight to the database (votes need voters, not sessions). */
export async function plainUser(t: TestApp): Promise<number> {
  const name = `voter_${unique()}`.slice(0, 30);
  const row = await insertUser(t.database.db, {
    username: name,
    email: `${name}@example.com`,
    passwordHash: "not-a-real-hash",
  });
  return row.id;
}
