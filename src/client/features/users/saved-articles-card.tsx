import { Bookmark, BookmarkX } from "lucide-react";
import { SectionCard } from "../../components/section-card";
import { Button } from "../../components/ui/button";
import { Skeleton } from "../../components/ui/skeleton";
import { Link } from "../../lib/router";
import { useRemoveSavedArticle, useSavedArticles } from "./use-saved-articles";

/** The articles the user bookmarked (blog issue: "saved articles listed on their profile"). */
export function SavedArticlesCard() {
  const saved = useSavedArticles();
  const remove = useRemoveSavedArticle();
  return (
    <SectionCard
      title="Saved Articles"
      description="Articles you bookmarked to read later."
      Icon={Bookmark}
    >
      {saved.isPending ? (
        <div className="grid gap-3">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} className="h-12 w-full" />
          ))}
        </div>
      ) : saved.isError ? (
        <p className="text-muted-foreground text-sm">Your saved articles could not be loaded.</p>
      ) : saved.data.length === 0 ? (
        <p className="text-muted-foreground text-sm">
          No saved articles yet. Use Save on any article in the{" "}
          <Link to="/blog" className="text-primary underline">
            news
          </Link>
          .
        </p>
      ) : (
        <ul className="divide-y divide-border">
          {saved.data.map((post) => (
            <li key={post.id} className="flex items-center gap-3 py-3">
              <div className="min-w-0 flex-1">
                <Link
                  to={`/blog/${post.id}`}
                  className="line-clamp-1 font-semibold hover:text-primary"
                >
                  {post.title}
                </Link>
                <p className="text-muted-foreground text-xs">
                  {post.category} · {post.timeAgo}
                </p>
              </div>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Remove ${post.title} from saved articles`}
                disabled={remove.isPending}
                onClick={() => remove.mutate(post.id)}
              >
                <BookmarkX className="h-4 w-4" />
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
