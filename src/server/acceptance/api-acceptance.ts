import { describe, expect, it } from "vitest";
import { Browser, type HttpReply, identity, uniqueWord } from "./http-browser";

/** Where the suite sends its requests, and the administrator the server was configured with. */
export interface AcceptanceTarget {
  base: string;
  admin: { username: string; password: string };
}

interface Item {
  id: number;
}

/**
 * The API as a client sees it, over plain HTTP: the same tests run against one server and
 * against the proxy in front of three (scripts/cluster.test.ts; the answers must not differ). So nothing
 * here reads the database, moves a clock or guesses an id; every test signs up its own
 * members under fresh names, so the suite also passes a second time on the same database.
 */
export function describeApiAcceptance(target: () => AcceptanceTarget): void {
  const visitor = () => new Browser(target().base);

  async function signUp(): Promise<{ browser: Browser; me: ReturnType<typeof identity> }> {
    const browser = visitor();
    const me = identity();
    const reply = await browser.post("/api/register", me);
    expect(reply.status, reply.text).toBe(201);
    return { browser, me };
  }

  async function signInAsAdmin(): Promise<Browser> {
    const browser = visitor();
    const { username, password } = target().admin;
    const reply = await browser.post("/api/login", { username, password });
    expect(reply.status, reply.text).toBe(200);
    return browser;
  }

  async function firstPostId(): Promise<number> {
    const reply = await visitor().get("/api/blog?limit=1");
    expect(reply.status).toBe(200);
    const post = reply.json<{ posts: Item[] }>().posts[0];
    expect(post).toBeDefined();
    return (post as Item).id;
  }

  async function startThread(browser: Browser, word: string): Promise<Item> {
    const categories = await browser.get("/api/forum/categories");
    const category = categories.json<Item[]>()[0];
    expect(category).toBeDefined();
    const created = await browser.post("/api/forum/threads", {
      title: `Acceptance check ${word}`,
      content: `An opening post about ${word}, written over plain HTTP.`,
      categoryId: (category as Item).id,
    });
    expect(created.status, created.text).toBe(201);
    return created.json<Item>();
  }

  const errorOf = (reply: HttpReply) => reply.json<{ error: string }>().error;

  describe("API acceptance", () => {
    describe("service", () => {
      it("answers health with 200", async () => {
        const reply = await visitor().get("/api/health");
        expect(reply.status).toBe(200);
        expect(reply.json<{ status: string }>().status).toBe("ok");
      });

      it("answers ready with 200", async () => {
        const reply = await visitor().get("/api/ready");
        expect(reply.status).toBe(200);
        expect(reply.json<{ status: string }>().status).toBe("ready");
      });

      it("answers an unknown API path with 404 JSON", async () => {
        const reply = await visitor().get("/api/no-such-endpoint");
        expect(reply.status).toBe(404);
        expect(reply.headers.get("content-type")).toContain("application/json");
        expect(errorOf(reply)).toContain("/api/no-such-endpoint");
      });
    });

    describe("accounts", () => {
      it("registers a member with 201 and signs them in", async () => {
        const { browser, me } = await signUp();
        const user = await browser.get("/api/user");
        expect(user.status).toBe(200);
        expect(user.json<{ username: string; isAdmin: boolean }>()).toMatchObject({
          username: me.username,
          isAdmin: false,
        });
      });

      it("refuses a taken username with 409", async () => {
        const { me } = await signUp();
        const again = await visitor().post("/api/register", {
          ...identity(),
          username: me.username,
        });
        expect(again.status).toBe(409);
        expect(errorOf(again)).toBe("That username is already taken");
      });

      it("refuses a too short username with 400 and a readable message", async () => {
        const reply = await visitor().post("/api/register", { ...identity(), username: "ab" });
        expect(reply.status).toBe(400);
        expect(errorOf(reply)).toBe("Username must be at least 3 characters");
      });

      it("signs in with the password, and the session reads the user", async () => {
        const { me } = await signUp();
        const browser = visitor();
        const login = await browser.post("/api/login", {
          username: me.username,
          password: me.password,
        });
        expect(login.status).toBe(200);
        expect(login.json<{ username: string }>().username).toBe(me.username);
        const user = await browser.get("/api/user");
        expect(user.json<{ username: string }>().username).toBe(me.username);
      });

      it("refuses a wrong password with 401", async () => {
        const { me } = await signUp();
        const browser = visitor();
        const login = await browser.post("/api/login", {
          username: me.username,
          password: "Wr0ngPassword",
        });
        expect(login.status).toBe(401);
        expect(errorOf(login)).toBe("Invalid username or password");
        expect((await browser.get("/api/user")).status).toBe(401);
      });

      it("ends the session on logout, also for a copy of its cookie", async () => {
        const { browser } = await signUp();
        const oldTab = browser.clone();
        const logout = await browser.post("/api/logout");
        expect(logout.status).toBe(200);
        expect((await browser.get("/api/user")).status).toBe(401);
        expect((await oldTab.get("/api/user")).status).toBe(401);
      });

      it("lists the member's sessions with the current one marked", async () => {
        const { browser, me } = await signUp();
        const elsewhere = visitor();
        await elsewhere.post("/api/login", { username: me.username, password: me.password });
        const sessions = await browser.get("/api/sessions");
        expect(sessions.status).toBe(200);
        const list = sessions.json<{ isCurrent: boolean }[]>();
        expect(list).toHaveLength(2);
        expect(list.filter((session) => session.isCurrent)).toHaveLength(1);
        expect((await visitor().get("/api/sessions")).status).toBe(401);
      });
    });

    describe("blog", () => {
      it("lists articles and opens one", async () => {
        const list = await visitor().get("/api/blog");
        expect(list.status).toBe(200);
        const { posts, total } = list.json<{
          posts: (Item & { title: string })[];
          total: number;
        }>();
        expect(posts.length).toBeGreaterThan(0);
        expect(total).toBeGreaterThanOrEqual(posts.length);
        const first = posts[0] as Item & { title: string };
        const article = await visitor().get(`/api/blog/${first.id}`);
        expect(article.status).toBe(200);
        expect(article.json<{ title: string; content: string }>()).toMatchObject({
          title: first.title,
          content: expect.any(String),
        });
      });

      it("lists a member's comment under the article", async () => {
        const postId = await firstPostId();
        const { browser, me } = await signUp();
        const text = `Nice read ${uniqueWord()}`;
        const posted = await browser.post(`/api/blog/${postId}/comments`, { content: text });
        expect(posted.status, posted.text).toBe(201);
        const comments = await visitor().get(`/api/blog/${postId}/comments`);
        expect(comments.status).toBe(200);
        const mine = comments
          .json<{ content: string; author: { name: string } }[]>()
          .find((comment) => comment.content === text);
        expect(mine?.author.name).toBe(me.username);
      });

      it("likes and unlikes an article", async () => {
        const postId = await firstPostId();
        const { browser } = await signUp();
        const liked = await browser.post(`/api/blog/${postId}/like`);
        expect(liked.status).toBe(200);
        expect(liked.json<{ liked: boolean }>().liked).toBe(true);
        const unliked = await browser.post(`/api/blog/${postId}/like`);
        expect(unliked.json<{ liked: boolean }>().liked).toBe(false);
      });

      it("keeps a bookmarked article in the member's bookmarks", async () => {
        const postId = await firstPostId();
        const { browser } = await signUp();
        const saved = await browser.post(`/api/blog/${postId}/bookmark`);
        expect(saved.status).toBe(200);
        expect(saved.json<{ bookmarked: boolean }>().bookmarked).toBe(true);
        const bookmarks = await browser.get("/api/bookmarks");
        expect(bookmarks.status).toBe(200);
        expect(bookmarks.json<Item[]>().map((post) => post.id)).toContain(postId);
      });

      it("answers a signed-out visitor's writes with 401", async () => {
        const postId = await firstPostId();
        const guest = visitor();
        expect((await guest.post(`/api/blog/${postId}/like`)).status).toBe(401);
        expect((await guest.post(`/api/blog/${postId}/bookmark`)).status).toBe(401);
        const comment = await guest.post(`/api/blog/${postId}/comments`, { content: "Hello" });
        expect(comment.status).toBe(401);
      });

      it("refuses a second comment within seconds: 429 with Retry-After", async () => {
        const postId = await firstPostId();
        const { browser } = await signUp();
        const first = await browser.post(`/api/blog/${postId}/comments`, { content: "First!" });
        expect(first.status).toBe(201);
        const second = await browser.post(`/api/blog/${postId}/comments`, { content: "Again!" });
        expect(second.status).toBe(429);
        expect(Number(second.retryAfter)).toBeGreaterThan(0);
        expect(errorOf(second)).toMatch(/second/);
      });
    });

    describe("forum", () => {
      it("lists the categories", async () => {
        const reply = await visitor().get("/api/forum/categories");
        expect(reply.status).toBe(200);
        expect(reply.json<Item[]>().length).toBeGreaterThan(0);
      });

      it("starts a discussion that anyone can read", async () => {
        const { browser, me } = await signUp();
        const word = uniqueWord();
        const thread = await startThread(browser, word);
        const read = await visitor().get(`/api/forum/threads/${thread.id}`);
        expect(read.status).toBe(200);
        expect(read.json<{ title: string; author: { username: string } }>()).toMatchObject({
          title: `Acceptance check ${word}`,
          author: { username: me.username },
        });
      });

      it("shows a reply when the discussion is read", async () => {
        const { browser: author } = await signUp();
        const thread = await startThread(author, uniqueWord());
        const { browser: replier, me } = await signUp();
        const text = `I agree ${uniqueWord()}`;
        const posted = await replier.post(`/api/forum/threads/${thread.id}/replies`, {
          content: text,
        });
        expect(posted.status, posted.text).toBe(201);
        const replies = await visitor().get(`/api/forum/threads/${thread.id}/replies`);
        expect(replies.status).toBe(200);
        const found = replies
          .json<{ replies: { content: string; author: { username: string } }[] }>()
          .replies.find((reply) => reply.content === text);
        expect(found?.author.username).toBe(me.username);
      });

      it("counts another member's upvote", async () => {
        const { browser: author } = await signUp();
        const thread = await startThread(author, uniqueWord());
        const { browser: voter } = await signUp();
        const vote = await voter.post(`/api/forum/threads/${thread.id}/vote`, { value: 1 });
        expect(vote.status, vote.text).toBe(200);
        expect(vote.json()).toEqual({ upvotes: 1, downvotes: 0, myVote: 1 });
        const read = await voter.get(`/api/forum/threads/${thread.id}`);
        expect(read.json<{ myVote: number }>().myVote).toBe(1);
      });

      it("refuses a discussion with a too short title with 400", async () => {
        const { browser } = await signUp();
        const category = (await browser.get("/api/forum/categories")).json<Item[]>()[0];
        const reply = await browser.post("/api/forum/threads", {
          title: "Hi",
          content: "Long enough content for a discussion.",
          categoryId: category?.id,
        });
        expect(reply.status).toBe(400);
        expect(errorOf(reply)).toBe("Title must be at least 5 characters");
      });
    });

    describe("community feedback", () => {
      it("lists a new item and counts another member's vote", async () => {
        const { browser: author } = await signUp();
        const word = uniqueWord();
        const created = await author.post("/api/community-feedback", {
          title: `Idea ${word}`,
          description: `Please add ${word} to the site, it would help a lot.`,
          feedbackType: "feature-request",
          category: "content",
        });
        expect(created.status, created.text).toBe(201);
        const item = created.json<Item & { votes: number; status: string }>();
        expect(item.status).toBe("open");

        const { browser: voter } = await signUp();
        const vote = await voter.post(`/api/community-feedback/${item.id}/vote`);
        expect(vote.status).toBe(200);
        expect(vote.json()).toEqual({ votes: item.votes + 1, hasVoted: true });

        const list = await visitor().get(`/api/community-feedback?search=${word}`);
        expect(list.status).toBe(200);
        expect(list.json<{ items: Item[] }>().items.map((found) => found.id)).toContain(item.id);
      });
    });

    describe("newsletter and contact", () => {
      it("accepts a newsletter subscription", async () => {
        const reply = await visitor().post("/api/newsletter", { email: identity().email });
        expect(reply.status).toBe(200);
        expect(reply.json()).toEqual({ subscribed: true });
      });

      it("delivers a contact message to the administrator's inbox", async () => {
        const subject = `Question ${uniqueWord()}`;
        const sent = await visitor().post("/api/contact", {
          name: "Acceptance Visitor",
          email: identity().email,
          subject,
          message: "Hello there, this is a message from the acceptance suite.",
        });
        expect(sent.status, sent.text).toBe(201);
        expect(sent.json()).toEqual({ sent: true });
        const inbox = await (await signInAsAdmin()).get("/api/contact-messages");
        expect(inbox.status).toBe(200);
        const subjects = inbox
          .json<{ messages: { subject: string }[] }>()
          .messages.map((message) => message.subject);
        expect(subjects).toContain(subject);
      });
    });

    describe("seeded content", () => {
      const lists: [string, (body: Record<string, unknown>) => unknown[]][] = [
        ["/api/games", (body) => body.games as unknown[]],
        ["/api/guides", (body) => body.guides as unknown[]],
        ["/api/retro-games", (body) => body.games as unknown[]],
        ["/api/live-streams?tab=live", (body) => body.streams as unknown[]],
        ["/api/developer-updates", (body) => body.updates as unknown[]],
        ["/api/blog/categories", (body) => body as unknown as unknown[]],
      ];
      it.each(lists)("%s lists the seeded content", async (path, itemsOf) => {
        const reply = await visitor().get(path);
        expect(reply.status).toBe(200);
        expect(itemsOf(reply.json<Record<string, unknown>>()).length).toBeGreaterThan(0);
      });

      it("/api/roadmap answers its three columns", async () => {
        const reply = await visitor().get("/api/roadmap");
        expect(reply.status).toBe(200);
        const { columns } = reply.json<{ columns: { stage: string }[] }>();
        expect(columns.map((column) => column.stage)).toEqual(["planned", "in-progress", "done"]);
      });
    });

    describe("search", () => {
      it("finds a new discussion by a word of its title", async () => {
        const { browser } = await signUp();
        const word = uniqueWord();
        const thread = await startThread(browser, word);
        // The index is written with the post; on several processes a cached count may lag a moment.
        const deadline = Date.now() + 5_000;
        let ids: string[] = [];
        while (!ids.includes(String(thread.id)) && Date.now() < deadline) {
          const reply = await visitor().get(`/api/search?q=${word}`);
          expect(reply.status).toBe(200);
          ids = reply.json<{ results: { id: string }[] }>().results.map((result) => result.id);
          if (!ids.includes(String(thread.id))) await new Promise((done) => setTimeout(done, 200));
        }
        expect(ids).toContain(String(thread.id));
      });
    });

    describe("administration", () => {
      it("lets the configured administrator read the stats and find a member", async () => {
        const { me } = await signUp();
        const admin = await signInAsAdmin();
        const user = await admin.get("/api/user");
        expect(user.json<{ isAdmin: boolean }>().isAdmin).toBe(true);
        const stats = await admin.get("/api/admin/stats");
        expect(stats.status).toBe(200);
        expect(stats.json<{ totals: { users: number } }>().totals.users).toBeGreaterThan(1);
        const users = await admin.get(`/api/admin/users?q=${me.username}`);
        expect(users.status).toBe(200);
        const names = users.json<{ users: { username: string }[] }>().users;
        expect(names.map((found) => found.username)).toEqual([me.username]);
      });

      it("answers a plain member with 403 and a visitor with 401", async () => {
        const { browser } = await signUp();
        for (const path of ["/api/admin/stats", "/api/admin/users", "/api/contact-messages"]) {
          expect((await browser.get(path)).status, path).toBe(403);
          expect((await visitor().get(path)).status, path).toBe(401);
        }
      });
    });
  });
}
