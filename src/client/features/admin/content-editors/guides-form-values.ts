import type { Guide, GuideChanges, NewGuide } from "../../../../shared/guides";
import type { GuideSectionType } from "../../../../shared/guides-limits";
import { changedFields, splitList } from "./content-form-resolver";

export interface GuideSectionValues {
  title: string;
  type: GuideSectionType;
  content: string;
}

export interface GuideModLinkValues {
  name: string;
  url: string;
  description: string;
}

/**
 * What the guide form holds: sections and mod links as repeatable groups, tags
 * comma-separated, tips and tricks one per line.
 */
export interface GuideFormValues {
  title: string;
  description: string;
  gameSlug: string;
  difficulty: string;
  readTime: string;
  thumbnail: string;
  tags: string;
  sections: GuideSectionValues[];
  nexusModsLinks: GuideModLinkValues[];
  tips: string;
  tricks: string;
}

/** What the checked form gives: a new guide, or an edit's changes. */
export type GuideFormOutput = NewGuide | GuideChanges;

export const EMPTY_SECTION: GuideSectionValues = { title: "", type: "text", content: "" };
export const EMPTY_MOD_LINK: GuideModLinkValues = { name: "", url: "", description: "" };

export const EMPTY_GUIDE_VALUES: GuideFormValues = {
  title: "",
  description: "",
  gameSlug: "",
  difficulty: "",
  readTime: "10",
  thumbnail: "/images/games/art/fallback.webp",
  tags: "",
  sections: [EMPTY_SECTION],
  nexusModsLinks: [],
  tips: "",
  tricks: "",
};

/** The form's values as a saved guide holds them. */
export function guideFormValuesOf(guide: Guide): GuideFormValues {
  return {
    title: guide.title,
    description: guide.description,
    gameSlug: guide.gameSlug ?? "",
    difficulty: guide.difficulty,
    readTime: String(guide.readTime),
    thumbnail: guide.thumbnail,
    tags: guide.tags.join(", "),
    sections: guide.sections.map(({ title, type, content }) => ({ title, type, content })),
    nexusModsLinks: guide.nexusModsLinks.map(({ name, url, description }) => ({
      name,
      url,
      description,
    })),
    tips: guide.tips.join("\n"),
    tricks: guide.tricks.join("\n"),
  };
}

/** POST /api/guides: every field, as the API has them. */
export function guidePayloadOf(values: GuideFormValues) {
  return {
    title: values.title,
    description: values.description,
    gameSlug: values.gameSlug,
    difficulty: values.difficulty,
    readTime: values.readTime.trim() === "" ? Number.NaN : Number(values.readTime),
    thumbnail: values.thumbnail,
    tags: splitList(values.tags),
    sections: values.sections,
    nexusModsLinks: values.nexusModsLinks,
    tips: splitList(values.tips, "\n"),
    tricks: splitList(values.tricks, "\n"),
  };
}

/** PATCH /api/guides/{id}: the fields that changed. */
export function guideChangesOf(values: GuideFormValues, initial: GuideFormValues) {
  return changedFields(guidePayloadOf(values), guidePayloadOf(initial));
}

/**
 * Where a schema message goes: a section's or a mod link's field under that field, a message
 * about the whole list (no section) under the list, any other under its field.
 */
export function guideFieldOf(path: readonly PropertyKey[]): string {
  const [list, index, field] = path.map(String);
  if (list === "sections" || list === "nexusModsLinks") {
    return index !== undefined && field !== undefined
      ? `${list}.${index}.${field}`
      : `${list}.root`;
  }
  return String(list);
}
