import type { GuideSummary } from "../../../../shared/guides";
import { type GuideDifficulty, guidePath } from "../../../../shared/guides-limits";
import { Link } from "../../../lib/router";
import { formatCount, formatDate } from "../admin-format";
import { Badge } from "../components/admin-states";
import { AdminTable, EmptyRow, Td, Th } from "../components/admin-table";
import { DeleteItemButton } from "./games-guides-delete-button";
import { useDeleteGuide } from "./guides-editor-api";
import { GuideFormButton } from "./guides-form-button";

const DIFFICULTY_TONES = {
  Beginner: "good",
  Intermediate: "warn",
  Advanced: "bad",
} as const satisfies Record<GuideDifficulty, string>;

function GuideActions({ guide }: { guide: GuideSummary }) {
  const remove = useDeleteGuide();
  return (
    <span className="flex gap-2">
      <GuideFormButton guide={guide} />
      <DeleteItemButton
        kind="guide"
        itemName={guide.title}
        consequence="The guide, its ratings and its views are deleted, and it leaves /game-guides, its game's hub and search."
        onDelete={() => remove.mutateAsync(guide.id)}
      />
    </span>
  );
}

/** A page of guides, newest first, each linked to its public page. */
export function GuidesTable({
  guides,
  emptyText,
}: {
  guides: readonly GuideSummary[];
  emptyText: string;
}) {
  return (
    <AdminTable label="Guides">
      <thead>
        <tr>
          <Th>Guide</Th>
          <Th>Game</Th>
          <Th>Difficulty</Th>
          <Th className="text-right">Rating</Th>
          <Th className="text-right">Views</Th>
          <Th>Published</Th>
          <Th>
            <span className="sr-only">Actions</span>
          </Th>
        </tr>
      </thead>
      <tbody>
        {guides.length === 0 ? (
          <EmptyRow colSpan={7}>{emptyText}</EmptyRow>
        ) : (
          guides.map((guide) => (
            <tr key={guide.id} data-testid="guide-row">
              <Td className="min-w-56 max-w-sm">
                <Link
                  to={guidePath(guide.id)}
                  className="font-semibold text-foreground hover:text-primary hover:underline"
                >
                  {guide.title}
                </Link>
                <span className="block text-muted-foreground text-xs">
                  {guide.readTime} min read · by {guide.author}
                </span>
              </Td>
              <Td className="whitespace-nowrap">{guide.game}</Td>
              <Td>
                <Badge tone={DIFFICULTY_TONES[guide.difficulty]}>{guide.difficulty}</Badge>
              </Td>
              <Td className="whitespace-nowrap text-right tabular-nums">
                {guide.ratingCount > 0
                  ? `${guide.rating.toFixed(1)} (${formatCount(guide.ratingCount)})`
                  : "—"}
              </Td>
              <Td className="text-right tabular-nums">{formatCount(guide.views)}</Td>
              <Td className="whitespace-nowrap">{formatDate(guide.publishedAt)}</Td>
              <Td className="whitespace-nowrap">
                <GuideActions guide={guide} />
              </Td>
            </tr>
          ))
        )}
      </tbody>
    </AdminTable>
  );
}
