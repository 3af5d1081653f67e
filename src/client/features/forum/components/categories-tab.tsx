import { FolderOpen, MessageSquare, MessagesSquare, Trophy } from "lucide-react";
import type { ForumCategory } from "../../../../shared/forum";
import { ListErrorCard, ListSkeletons, ListStateCard } from "../../../components/list-states";
import { Card } from "../../../components/ui/card";
import { formatNumber, pluralNoun } from "../../../lib/format-number";
import { categoryTileStyle } from "../category-style";
import { CATEGORIES_FAILED_MESSAGE, useForumCategories } from "../hooks/use-forum-categories";
import { CategoryIcon } from "./category-icon";

function CategoryCard({
  category,
  onOpen,
}: {
  category: ForumCategory;
  onOpen: (categoryId: number) => void;
}) {
  return (
    <Card
      data-testid="category-card"
      className="relative h-full transition-colors focus-within:border-primary hover:border-primary/60"
    >
      <button
        type="button"
        onClick={() => onOpen(category.id)}
        className="flex h-full w-full flex-col gap-4 rounded-[var(--radius-card)] p-5 text-left outline-none focus-visible:ring-2 focus-visible:ring-primary"
      >
        <span className="flex items-start gap-4">
          <span
            className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl"
            style={categoryTileStyle(category.color)}
          >
            <CategoryIcon name={category.icon} className="h-6 w-6" />
          </span>
          <span className="min-w-0 flex-1">
            <span className="block font-bold font-display text-xl leading-tight">
              {category.name}
            </span>
            <span className="mt-1 block text-muted-foreground text-sm">{category.description}</span>
          </span>
        </span>
        <span className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-2 border-border border-t pt-3 text-sm">
          <span className="inline-flex items-center gap-1.5 text-muted-foreground">
            <MessagesSquare aria-hidden="true" className="h-4 w-4" />
            <span className="font-semibold text-foreground tabular-nums">
              {formatNumber(category.threadCount)}
            </span>{" "}
            {pluralNoun(category.threadCount, "thread")}
          </span>
          <span className="inline-flex items-center gap-1.5 text-muted-foreground">
            <MessageSquare aria-hidden="true" className="h-4 w-4" />
            <span className="font-semibold text-foreground tabular-nums">
              {formatNumber(category.postCount)}
            </span>{" "}
            {pluralNoun(category.postCount, "post")}
          </span>
          <span className="ml-auto inline-flex items-center gap-1 rounded-full bg-primary/15 px-2.5 py-0.5 font-semibold text-primary text-xs">
            <Trophy aria-hidden="true" className="h-3.5 w-3.5" />+
            {formatNumber(category.pointsReward)} {pluralNoun(category.pointsReward, "pt")}
          </span>
        </span>
      </button>
    </Card>
  );
}

/** Every category with its counts and points; a card opens its discussions. */
export function CategoriesTab({
  onOpenCategory,
}: {
  onOpenCategory: (categoryId: number) => void;
}) {
  const categories = useForumCategories();

  function renderBody() {
    if (categories.isPending) {
      return <ListSkeletons count={4} label="Loading categories…" className="h-40" />;
    }
    if (categories.isError) {
      return (
        <ListErrorCard
          title={CATEGORIES_FAILED_MESSAGE}
          onRetry={() => void categories.refetch()}
          isRetrying={categories.isFetching}
        />
      );
    }
    if (categories.data.length === 0) {
      return (
        <ListStateCard
          icon={<FolderOpen aria-hidden="true" className="h-6 w-6" />}
          title="No categories available"
        />
      );
    }
    return (
      <ul aria-label="Forum categories" className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {categories.data.map((category) => (
          <li key={category.id}>
            <CategoryCard category={category} onOpen={onOpenCategory} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="categories-heading" className="space-y-5">
      <div>
        <h2
          id="categories-heading"
          className="font-bold font-display text-2xl uppercase tracking-tight"
        >
          Categories
        </h2>
        <p className="text-muted-foreground text-sm">
          Pick a category to see its discussions. Starting one earns its points.
        </p>
      </div>
      {renderBody()}
    </section>
  );
}
