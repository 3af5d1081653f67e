import { QueryClientProvider, QueryObserver } from "@tanstack/react-query";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { User } from "../../../../shared/auth";
import { handleSignedOut } from "../../../features/notifications/use-live-events";
import { ApiError } from "../../../lib/api";
import { createQueryClient } from "../../../lib/query-client";
import { queryKeys } from "../../../lib/query-keys";
import { MemoryRouter } from "../../../lib/router";
import { dismissToast, getToasts } from "../../../lib/toast";
import { UserMenu } from "./user-menu";

const SUSPENDED = "Your account is suspended until December 3, 2026, 14:00 UTC.";
const member: User = {
  id: 7,
  username: "page_left_open",
  displayName: null,
  avatar: null,
  email: "open@example.com",
  createdAt: "2026-01-01T00:00:00.000Z",
  isAdmin: false,
  isVerified: true,
  isTwoFactorEnabled: false,
  points: 0,
  experience: 0,
};

/** A page whose header shows the member, while the server no longer knows the session. */
function pageLeftOpen() {
  const client = createQueryClient();
  client.setQueryData(queryKeys.user, member);
  // The header's read of who is signed in (useUser): a 401 means nobody.
  const observer = new QueryObserver(client, {
    queryKey: queryKeys.user,
    queryFn: async () => {
      const response = await fetch("/api/user");
      return response.ok ? ((await response.json()) as User) : null;
    },
  });
  const stop = observer.subscribe(() => {});
  const header = () =>
    renderToString(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <UserMenu />
        </MemoryRouter>
      </QueryClientProvider>,
    );
  return { client, header, stop };
}

beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify({ error: "Not signed in" }), { status: 401 })),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  for (const item of getToasts()) dismissToast(item.id);
});

describe("a page whose session has ended shows the member signed out", () => {
  it("after a write is refused with the suspension message", async () => {
    const { client, header, stop } = pageLeftOpen();
    expect(header()).toContain("Account menu for page_left_open");
    const post = client.getMutationCache().build(client, {
      mutationFn: async () => {
        throw new ApiError(403, JSON.stringify({ error: SUSPENDED }), "Forbidden");
      },
    });
    await expect(post.execute(undefined)).rejects.toThrow(SUSPENDED);
    await vi.waitFor(() => expect(client.getQueryData(queryKeys.user)).toBeNull());
    expect(header()).toContain(">Login<");
    stop();
  });

  it("when the live stream says the session ended, telling why", async () => {
    const { client, header, stop } = pageLeftOpen();
    handleSignedOut(client, SUSPENDED);
    await vi.waitFor(() => expect(client.getQueryData(queryKeys.user)).toBeNull());
    expect(header()).toContain(">Login<");
    expect(getToasts().filter((item) => item.open)).toMatchObject([
      { title: "Signed out", description: SUSPENDED, variant: "destructive" },
    ]);
    stop();
  });

  it("keeps the member signed in when a refusal was for another reason", async () => {
    const { client, stop } = pageLeftOpen();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify(member))),
    );
    const post = client.getMutationCache().build(client, {
      mutationFn: async () => {
        throw new ApiError(403, JSON.stringify({ error: "Admin access required" }), "Forbidden");
      },
    });
    await expect(post.execute(undefined)).rejects.toThrow();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledWith("/api/user"));
    expect(client.getQueryData(queryKeys.user)).toEqual(member);
    stop();
  });
});
