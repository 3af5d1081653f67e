import { describe, expect, it } from "vitest";
import type { Guide } from "../../../shared/guides";
import { SEARCH_CONTENT_TYPES } from "../../../shared/search-limits";
import { contentSearchSources } from "../../search-sources/content-search-sources";
import { testAppForFile } from "../../test/test-fixtures";
import { createSearchIndex, SEARCH_INDEX_VERSION } from "./search-index";

/**
 * Every search result's address opens that very item: the page at `url` is found (200) and
 * shows the result's title, and a guide or mod result names the guide it belongs to.
 */

const t = testAppForFile({ seed: true });

interface Row {
  kind: string;
  sourceId: number;
  url: string;
  title: string;
}

async function documentsOfKind(kind: string, limit = 3): Promise<Row[]> {
  return t.database.db
    .selectFrom("searchDocuments")
    .select(["kind", "sourceId", "url", "title"])
    .where("kind", "=", kind)
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}

/** Text as React writes it into HTML. */
const escapeText = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");

function rootHtml(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf('<script type="application/json" id="page-state">');
  return html.slice(start, end);
}

/** The guide id a guide or mod result's address names. */
function guideIdOf(url: string): number {
  const match = /^\/guides\/(\d+)$/.exec(url);
  if (!match) throw new Error(`not a guide address: ${url}`);
  return Number(match[1]);
}

describe("search result addresses", () => {
  it("open a page showing the result, for every kind of content", async () => {
    for (const kind of SEARCH_CONTENT_TYPES) {
      const rows = await documentsOfKind(kind);
      expect(rows.length, `no ${kind} documents`).toBeGreaterThan(0);
      for (const row of rows) {
        const page = await t.app.inject({ url: row.url });
        expect(page.statusCode, `${kind} ${row.url}`).toBe(200);
        expect(rootHtml(page.body), `${kind} ${row.url}`).toContain(escapeText(row.title));
      }
    }
  });

  it("lead guide and mod results to the guide they come from, by its id", async () => {
    const rows = [...(await documentsOfKind("guide", 50)), ...(await documentsOfKind("mod", 50))];
    for (const row of rows) {
      expect(guideIdOf(row.url)).toBe(row.sourceId);
      const reply = await t.app.inject({ url: `/api/guides/${guideIdOf(row.url)}` });
      expect(reply.statusCode).toBe(200);
      const guide = reply.json<Guide>();
      if (row.kind === "guide") expect(guide.title).toBe(row.title);
      else expect(guide.nexusModsLinks.map((mod) => mod.name)).toContain(row.title);
    }
  });

  it("are corrected in an index built by an older version, on the next start", async () => {
    const [guide] = await documentsOfKind("guide", 1);
    if (!guide) throw new Error("no guide document");
    await t.database.db
      .updateTable("searchDocuments")
      .set({ url: `/guides/guide-${guide.sourceId}` })
      .where("source", "=", "guide")
      .execute();
    await t.database.db
      .updateTable("searchIndexState")
      .set({ version: SEARCH_INDEX_VERSION - 1 })
      .execute();
    expect(await createSearchIndex(contentSearchSources).ensure(t.database.db)).toBe(true);
    const [rebuilt] = await documentsOfKind("guide", 1);
    expect(rebuilt?.url).toBe(`/guides/${guide.sourceId}`);
  });
});
