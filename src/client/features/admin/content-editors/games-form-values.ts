import type { Game, GameChanges, NewGame } from "../../../../shared/games";
import { splitList } from "./content-form-resolver";

/** What the checked form gives: a new game, or an edit's changes. */
export type GameFormOutput = NewGame | GameChanges;

/** What the game form holds: each field as its control gives it (tags comma-separated). */
export interface GameFormValues {
  slug: string;
  title: string;
  description: string;
  genre: string;
  developer: string;
  tags: string;
  image: string;
  fallbackImage: string;
  logo: string;
  officialUrl: string;
  twitterUrl: string;
  facebookUrl: string;
  action: string;
  actionUrl: string;
  isFeatured: boolean;
  featuredOrder: string;
  players: string;
  baselineSearchCount: string;
}

export const EMPTY_GAME_VALUES: GameFormValues = {
  slug: "",
  title: "",
  description: "",
  genre: "",
  developer: "",
  tags: "",
  image: "",
  fallbackImage: "/images/games/art/fallback.webp",
  logo: "",
  officialUrl: "",
  twitterUrl: "",
  facebookUrl: "",
  action: "",
  actionUrl: "",
  isFeatured: false,
  featuredOrder: "0",
  players: "",
  baselineSearchCount: "0",
};

/** The form's values as a game holds them. */
export function gameFormValuesOf(game: Game): GameFormValues {
  return {
    slug: game.slug,
    title: game.title,
    description: game.description,
    genre: game.genre,
    developer: game.developer,
    tags: game.tags.join(", "),
    image: game.image,
    fallbackImage: game.fallbackImage,
    logo: game.logo ?? "",
    officialUrl: game.officialUrl,
    twitterUrl: game.twitterUrl ?? "",
    facebookUrl: game.facebookUrl ?? "",
    action: game.action ?? "",
    actionUrl: game.actionUrl ?? "",
    isFeatured: game.isFeatured,
    featuredOrder: String(game.featuredOrder),
    players: game.players,
    baselineSearchCount: String(game.baselineSearchCount),
  };
}

/** A blank optional field means "none" (null), as the API has it. */
function orNull(value: string): string | null {
  return value.trim() === "" ? null : value;
}

/** A blank number field is 0; anything else is the number typed (the schema judges it). */
function numberOf(value: string): number {
  return value.trim() === "" ? 0 : Number(value);
}

/** Every field but the slug, as the create and edit payloads have them. */
export function gameFieldsPayloadOf(values: GameFormValues) {
  return {
    title: values.title,
    description: values.description,
    genre: values.genre,
    developer: values.developer,
    tags: splitList(values.tags),
    image: values.image,
    fallbackImage: values.fallbackImage,
    logo: orNull(values.logo),
    officialUrl: values.officialUrl,
    twitterUrl: orNull(values.twitterUrl),
    facebookUrl: orNull(values.facebookUrl),
    action: orNull(values.action),
    actionUrl: orNull(values.actionUrl),
    isFeatured: values.isFeatured,
    featuredOrder: numberOf(values.featuredOrder),
    players: values.players,
    baselineSearchCount: numberOf(values.baselineSearchCount),
  };
}

/** POST /api/games: the slug and every field. */
export function createGamePayloadOf(values: GameFormValues) {
  return { slug: values.slug, ...gameFieldsPayloadOf(values) };
}
