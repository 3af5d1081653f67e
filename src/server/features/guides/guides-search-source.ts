import type { Kysely, Transaction } from "kysely";
import { guidePath } from "../../../shared/guides-limits";
import type { Database } from "../../db/schema";
import { indexableText } from "../../lib/indexable-text";
import { toIsoString } from "../../lib/iso-date";
import {
  type SearchDocumentInput,
  type SearchDocumentSource,
  type SourceBatch,
  type SourceRows,
  selectSourceRows,
  sourceBatchOf,
} from "../../lib/search-source";
import { parseStringList } from "../../lib/string-list-column";

type Db = Kysely<Database> | Transaction<Database>;

/**
 * A guide is a "guide" result, and each mod it recommends a "mod" result leading to it. The
 * guide page reads its address as the guide's id (its slug is not an address).
 */
export const guidesSearchSource: SearchDocumentSource = {
  source: "guide",
  load: loadGuides,
};

function parseJsonArray<T>(json: string | null | undefined): T[] {
  try {
    const value: unknown = JSON.parse(json ?? "[]");
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
}

interface GuideSection {
  title?: unknown;
  content?: unknown;
}
interface NexusModsLink {
  name?: unknown;
  description?: unknown;
}
const textOf = (value: unknown) => (typeof value === "string" ? value : "");

async function loadGuides(db: Db, rows: SourceRows): Promise<SourceBatch> {
  const guides = await selectSourceRows(db.selectFrom("guides").selectAll(), "id", rows).execute();
  return sourceBatchOf(guides, (guide) => {
    const tags = parseStringList(guide.tags);
    const createdAt = toIsoString(guide.publishedAt);
    const sections = parseJsonArray<GuideSection>(guide.sections);
    const mods = parseJsonArray<NexusModsLink>(guide.nexusModsLinks).filter((mod) =>
      textOf(mod.name),
    );
    return [
      {
        source: "guide",
        sourceId: guide.id,
        part: 0,
        kind: "guide",
        resultId: String(guide.id),
        url: guidePath(guide.id),
        thumbnail: guide.thumbnail || null,
        title: guide.title,
        tags,
        body: indexableText(
          guide.description,
          guide.gameTitle,
          ...sections.flatMap((section) => [textOf(section.title), textOf(section.content)]),
          ...parseStringList(guide.tips),
          ...parseStringList(guide.tricks),
        ),
        author: guide.authorName,
        createdAt,
        showsDate: true,
        views: guide.views,
      },
      ...mods.map(
        (mod, index): SearchDocumentInput => ({
          source: "guide",
          sourceId: guide.id,
          part: index + 1,
          kind: "mod",
          resultId: `${guide.id}-${index + 1}`,
          url: guidePath(guide.id),
          thumbnail: null,
          title: textOf(mod.name),
          tags,
          body: indexableText(textOf(mod.description), `From the guide: ${guide.title}`),
          author: guide.authorName,
          createdAt,
          showsDate: true,
          views: 0,
        }),
      ),
    ];
  });
}
