import type { AddressInfo } from "node:net";
import { beforeAll, describe, expect, it } from "vitest";
import { formatSuspensionEnd } from "../../../shared/admin-users";
import { announceSessionsEnded, type BusEvent, userChannel } from "../../lib/events/event-bus";
import { createRelayedEventBus } from "../../lib/events/relayed-event-bus";
import { AccountClient, newIdentity } from "../../test/account-client";
import { testAppForFile } from "../../test/test-fixtures";
import { type Member, member } from "../../test/test-members";
import { openEventStream, type TestEventStream } from "./sse-test-client";

const t = testAppForFile({ seed: false });
let base: string;
let admin: Member;
beforeAll(async () => {
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  admin = await member(t, { admin: true });
});

/** A member's stream, past the unread count every signed-in stream starts with. */
async function openStreamOf(browser: AccountClient): Promise<TestEventStream> {
  const stream = await openEventStream(`${base}/api/events`, { cookie: browser.cookie as string });
  expect((await stream.nextEvent()).event).toBe("unread");
  return stream;
}

async function expectSignedOut(stream: TestEventStream, message: string | null) {
  expect(await stream.nextEvent()).toEqual({
    event: "signed-out",
    data: { type: "signed-out", message },
  });
  await stream.ended;
}

describe("a member's live stream ends with their session", () => {
  it("when an administrator suspends them, telling them until when", async () => {
    const target = await member(t);
    const stream = await openStreamOf(target.browser);
    const until = new Date(t.clock.now().getTime() + 3 * 86_400_000);
    until.setUTCSeconds(0, 0);
    const suspend = await admin.browser.post(`/api/admin/users/${target.user.id}/suspend`, {
      until: until.toISOString(),
    });
    expect(suspend.statusCode).toBe(200);
    await expectSignedOut(stream, `Your account is suspended until ${formatSuspensionEnd(until)}.`);
  });

  it("when they sign out everywhere from another device", async () => {
    const phone = new AccountClient(t.app);
    const identity = newIdentity("streamer");
    await phone.register(identity);
    const laptop = new AccountClient(t.app);
    await laptop.login(identity.username, identity.password);
    const stream = await openStreamOf(laptop);
    expect((await phone.post("/api/logout")).statusCode).toBe(200);
    await expectSignedOut(stream, null);
  });

  it("when an administrator deletes the account", async () => {
    const target = await member(t);
    const stream = await openStreamOf(target.browser);
    const deleted = await admin.browser.request("DELETE", `/api/admin/users/${target.user.id}`);
    expect(deleted.statusCode).toBe(200);
    await expectSignedOut(stream, null);
  });

  it("when another process announces it, checking the session itself", async () => {
    const target = await member(t);
    const kept = await openStreamOf(admin.browser);
    const stream = await openStreamOf(target.browser);
    // Sessions ended by another process: this one only hears the announcement.
    await t.database.db.deleteFrom("sessions").where("userId", "=", target.user.id).execute();
    announceSessionsEnded(t.app.liveEvents, target.user.id);
    await expectSignedOut(stream, null);
    // An announcement for a member whose session is still live ends nothing.
    announceSessionsEnded(t.app.liveEvents, admin.user.id);
    await expect(kept.nextEvent(300)).rejects.toThrow("no event in time");
    kept.close();
  });

  it("carries the announcement between processes over the relay", () => {
    const heard: BusEvent[] = [];
    const sender = createRelayedEventBus(async (message) => receiver.receive(message));
    const receiver = createRelayedEventBus(async () => {});
    receiver.subscribe(userChannel(7), (event) => heard.push(event));
    announceSessionsEnded(sender, 7);
    expect(heard).toEqual([{ type: "sessions-ended" }]);
  });
});
