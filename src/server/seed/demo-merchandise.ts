import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

/** The catalogue a new site starts with: our own designs, priced in US dollars (cents). */
const ITEMS = [
  [
    "tee-classic",
    "Classic Controller Tee",
    "apparel",
    2800,
    "Soft cotton tee with the GameHub controller on the chest. Made for long sessions.",
  ],
  [
    "hoodie-ember",
    "Ember Hoodie",
    "apparel",
    5900,
    "Heavyweight hoodie with a kangaroo pocket for your phone and snacks, in charcoal.",
  ],
  [
    "cap-snapback",
    "Respawn Snapback",
    "apparel",
    2400,
    "Flat-brim snapback with an embroidered emblem and an orange underbrim.",
  ],
  [
    "mug-respawn",
    "Respawn Mug",
    "accessories",
    1600,
    "A 350 ml ceramic mug for the coffee before a ranked match. Dishwasher safe.",
  ],
  [
    "mousepad-xl",
    "XL Desk Mat",
    "accessories",
    3200,
    "A 900 x 400 mm desk mat with stitched edges and a grippy rubber base.",
  ],
  [
    "poster-retro",
    "Retro Arcade Poster",
    "collectibles",
    1800,
    "A 50 x 70 cm print celebrating the pixel classics of the Retro Arcade.",
  ],
  [
    "pin-enamel",
    "Enamel Pin",
    "collectibles",
    1000,
    "Hard enamel pin with a rubber clutch, for backpacks and lanyards.",
  ],
  [
    "sticker-pack",
    "Sticker Pack",
    "collectibles",
    800,
    "Eight weatherproof vinyl stickers for your laptop, console or controller.",
  ],
] as const;

/** Seeds the catalogue while it is empty. */
export async function seedDemoMerchandise(db: Kysely<Database>, now: Date): Promise<void> {
  const existing = await db.selectFrom("merchandiseItems").select("id").limit(1).executeTakeFirst();
  if (existing) return;
  await db
    .insertInto("merchandiseItems")
    .values(
      ITEMS.map(([slug, name, category, priceCents, description], index) => ({
        slug,
        name,
        description,
        category,
        priceCents,
        currency: "USD",
        image: `/images/merchandise/${slug}.svg`,
        sortOrder: index,
        createdAt: now.toISOString(),
      })),
    )
    .execute();
}
