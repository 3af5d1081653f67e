import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Migrator, PostgresAdapter, sql } from "kysely";
import { describe, expect, it } from "vitest";
import { migrateToLatest } from "../../db/migrate";
import { MIGRATIONS } from "../../db/migrations";
import { openTestDatabase } from "../../test/test-app";

/** Logos stored under a title's key before logos belonged to a game (migration 0018). */
describe("moving logos to their game's id", () => {
  it("keeps each game's logo and its key, and leaves a logo without a game behind", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "gamehub-logos-"));
    const { database, drop } = await openTestDatabase(dataDir);
    const db = database.db;
    try {
      const before = Object.fromEntries(
        Object.entries(MIGRATIONS).filter(([name]) => name < "0018"),
      );
      const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
      const schema = isPostgres
        ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]
            ?.schema
        : undefined;
      const migrator = new Migrator({
        db,
        provider: { getMigrations: async () => before },
        migrationTableSchema: schema,
      });
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const now = new Date().toISOString();
      for (const [slug, title] of [
        ["minecraft", "Minecraft"],
        ["tribute", "Tribute"],
      ]) {
        await sql`insert into games (slug, title, description, genre, developer, image,
          fallback_image, official_url, content_tag, created_at, updated_at)
          values (${slug}, ${title}, 'A game.', 'Sandbox', 'Studio', '/a.webp', '/b.webp',
          'https://example.com', ${slug}, ${now}, ${now})`.execute(db);
      }
      const ids = await sql<{ id: number; slug: string }>`select id, slug from games`.execute(db);
      const idOf = (slug: string) => ids.rows.find((row) => row.slug === slug)?.id;
      const png = Buffer.from("89504e470d0a1a0a", "hex");
      await sql`insert into game_logos (logo_key, game_id, content_type, bytes, width, height, uploaded_at)
        values ('minecraft', ${idOf("minecraft")}, 'image/png', ${png}, 16, 16, ${now}),
               ('tribute', ${idOf("tribute")}, 'image/png', ${png}, 8, 8, ${now}),
               ('orphan', null, 'image/png', ${png}, 4, 4, ${now})`.execute(db);

      await migrateToLatest(db);

      const rows = await db
        .selectFrom("gameLogos")
        .select(["gameId", "logoKey", "width"])
        .orderBy("gameId")
        .execute();
      expect(rows).toEqual([
        { gameId: idOf("minecraft"), logoKey: "minecraft", width: 16 },
        { gameId: idOf("tribute"), logoKey: "tribute", width: 8 },
      ]);
    } finally {
      await database.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
