import { Pencil, Plus, Star, StarOff, Trash2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import {
  ADMIN_POST_STATUS_FILTERS,
  type AdminPostRow,
  type AdminPostStatus,
  type AdminPostStatusFilter,
} from "../../../../shared/admin-posts";
import { Button } from "../../../components/ui/button";
import { Checkbox } from "../../../components/ui/checkbox";
import { Input, inputClassName } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { cn } from "../../../lib/cn";
import { Link } from "../../../lib/router";
import { toast } from "../../../lib/toast";
import { useAdminPosts, useDeletePost, useUpdatePost } from "../../blog/hooks/use-admin-posts";
import { errorText, formatCount, formatDateTime } from "../admin-format";
import { AdminError, AdminLoading, Badge, LoadMore } from "./admin-states";
import { AdminTable, EmptyRow, Td, Th } from "./admin-table";
import { BulkPostActions } from "./bulk-post-actions";

const STATUS_LABELS: Record<AdminPostStatusFilter, string> = {
  all: "All",
  published: "Published",
  scheduled: "Scheduled",
  draft: "Drafts",
};

const STATUS_BADGES: Record<AdminPostStatus, { tone: "good" | "warn" | "neutral"; text: string }> =
  {
    published: { tone: "good", text: "Published" },
    scheduled: { tone: "warn", text: "Scheduled" },
    draft: { tone: "neutral", text: "Draft" },
  };

const COLUMNS = 9;

/**
 * Content → News posts: every post (drafts and scheduled ones too) with a status filter, a
 * title search and "Load more"; each row links to the editor and can be featured or deleted.
 * Creating, editing and scheduling happen in the editor (/blog/new, /blog/new?edit=<id>).
 */
export function AdminPostsSection() {
  const [status, setStatus] = useState<AdminPostStatusFilter>("all");
  const [q, setQ] = useState("");
  const posts = useAdminPosts({ q, status });
  const rows = posts.data?.pages.flatMap((page) => page.posts) ?? [];
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const shownSelected = rows.filter((post) => selected.has(post.id)).map((post) => post.id);
  const allChecked = rows.length > 0 && shownSelected.length === rows.length;

  function toggle(id: number, checked: boolean) {
    setSelected((current) => {
      const next = new Set(current);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  function applySearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setQ(String(new FormData(event.currentTarget).get("q") ?? "").trim());
  }

  return (
    <section id="news-posts" aria-labelledby="news-posts-heading" className="scroll-mt-32">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="news-posts-heading" className="font-display font-semibold text-xl">
          News posts
        </h2>
        <Button asChild>
          <Link to="/blog/new">
            <Plus aria-hidden="true" className="h-4 w-4" />
            New post
          </Link>
        </Button>
      </div>

      <search aria-label="Filter news posts" className="mb-4 block">
        <form onSubmit={applySearch} className="flex flex-wrap items-end gap-3">
          <div className="grid gap-2">
            <Label htmlFor="admin-posts-q">Title or slug</Label>
            <Input
              id="admin-posts-q"
              name="q"
              type="search"
              defaultValue={q}
              maxLength={200}
              className="w-64"
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="admin-posts-status">Status</Label>
            <select
              id="admin-posts-status"
              value={status}
              onChange={(event) => setStatus(event.target.value as AdminPostStatusFilter)}
              className={cn(inputClassName, "w-40")}
            >
              {ADMIN_POST_STATUS_FILTERS.map((value) => (
                <option key={value} value={value}>
                  {STATUS_LABELS[value]}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" variant="outline">
            Search
          </Button>
        </form>
      </search>

      {posts.isPending ? (
        <AdminLoading label="Loading news posts" />
      ) : posts.isError ? (
        <AdminError error={posts.error} what="The news posts" onRetry={() => posts.refetch()} />
      ) : (
        <>
          <BulkPostActions
            selectedIds={shownSelected}
            titleOf={(id) => `"${rows.find((post) => post.id === id)?.title ?? `#${id}`}"`}
            onDone={() => setSelected(new Set())}
          />
          <AdminTable label="News posts">
            <thead>
              <tr>
                <Th className="w-10">
                  <Checkbox
                    aria-label="Select every post shown"
                    checked={allChecked ? true : shownSelected.length > 0 ? "indeterminate" : false}
                    onCheckedChange={(checked) =>
                      setSelected(new Set(checked === true ? rows.map((post) => post.id) : []))
                    }
                    disabled={rows.length === 0}
                  />
                </Th>
                <Th>Title</Th>
                <Th>Status</Th>
                <Th>Category</Th>
                <Th>Author</Th>
                <Th>Publication</Th>
                <Th className="text-right">Views</Th>
                <Th className="text-right">Comments</Th>
                <Th>
                  <span className="sr-only">Actions</span>
                </Th>
              </tr>
            </thead>
            <tbody>
              {rows.length === 0 ? (
                <EmptyRow colSpan={COLUMNS}>No posts match.</EmptyRow>
              ) : (
                rows.map((post) => (
                  <PostRow
                    key={post.id}
                    post={post}
                    selected={selected.has(post.id)}
                    onToggle={(checked) => toggle(post.id, checked)}
                  />
                ))
              )}
            </tbody>
          </AdminTable>
          <LoadMore
            hasMore={posts.hasNextPage}
            isLoading={posts.isFetchingNextPage}
            onLoadMore={() => posts.fetchNextPage()}
          />
        </>
      )}
    </section>
  );
}

function PostRow({
  post,
  selected,
  onToggle,
}: {
  post: AdminPostRow;
  selected: boolean;
  onToggle: (checked: boolean) => void;
}) {
  const updatePost = useUpdatePost();
  const deletePost = useDeletePost();
  const [confirming, setConfirming] = useState(false);
  const badge = STATUS_BADGES[post.status];

  function toggleFeatured() {
    const isFeatured = !post.isFeatured;
    updatePost.mutate(
      { id: post.id, changes: { isFeatured } },
      {
        onSuccess: () =>
          toast({
            title: isFeatured ? "Featured" : "No longer featured",
            description: `"${post.title}" ${isFeatured ? "is featured." : "is no longer featured."}`,
          }),
        onError: (error) =>
          toast({
            title: "Error",
            description: errorText(error, "The post could not be changed. Please try again."),
            variant: "destructive",
          }),
      },
    );
  }

  function remove() {
    deletePost.mutate(post.id, {
      onSuccess: () => toast({ title: "Deleted", description: `"${post.title}" was deleted.` }),
      onError: (error) => {
        setConfirming(false);
        toast({
          title: "Error",
          description: errorText(error, "The post could not be deleted. Please try again."),
          variant: "destructive",
        });
      },
    });
  }

  return (
    <tr>
      <Td>
        <Checkbox
          aria-label={`Select "${post.title}"`}
          checked={selected}
          onCheckedChange={(checked) => onToggle(checked === true)}
        />
      </Td>
      <Td className="max-w-80">
        {post.status === "draft" ? (
          <span className="font-medium">{post.title}</span>
        ) : (
          <Link to={`/blog/${post.id}`} className="font-medium hover:text-primary">
            {post.title}
          </Link>
        )}
        {post.isFeatured ? (
          <span className="ml-2">
            <Badge tone="accent">Featured</Badge>
          </span>
        ) : null}
        <div className="truncate text-muted-foreground text-xs">{post.slug}</div>
      </Td>
      <Td>
        <Badge tone={badge.tone}>{badge.text}</Badge>
      </Td>
      <Td>{post.category}</Td>
      <Td>{post.author}</Td>
      <Td className="whitespace-nowrap">{formatDateTime(post.publishedAt)}</Td>
      <Td className="text-right">{formatCount(post.viewCount)}</Td>
      <Td className="text-right">{formatCount(post.commentCount)}</Td>
      <Td>
        <div className="flex justify-end gap-2">
          {confirming ? (
            <>
              <Button
                size="sm"
                variant="destructive"
                onClick={remove}
                disabled={deletePost.isPending}
                aria-label={`Confirm deleting "${post.title}"`}
              >
                Confirm delete
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
                Cancel
              </Button>
            </>
          ) : (
            <>
              <Button size="sm" variant="outline" asChild>
                <Link to={`/blog/new?edit=${post.id}`} aria-label={`Edit "${post.title}"`}>
                  <Pencil aria-hidden="true" className="h-3.5 w-3.5" />
                  Edit
                </Link>
              </Button>
              <Button
                size="sm"
                variant="outline"
                onClick={toggleFeatured}
                disabled={updatePost.isPending}
                aria-label={`${post.isFeatured ? "Unfeature" : "Feature"} "${post.title}"`}
              >
                {post.isFeatured ? (
                  <StarOff aria-hidden="true" className="h-3.5 w-3.5" />
                ) : (
                  <Star aria-hidden="true" className="h-3.5 w-3.5" />
                )}
                {post.isFeatured ? "Unfeature" : "Feature"}
              </Button>
              <Button
                size="sm"
                variant="outline"
                onClick={() => setConfirming(true)}
                aria-label={`Delete "${post.title}"`}
              >
                <Trash2 aria-hidden="true" className="h-3.5 w-3.5" />
                Delete
              </Button>
            </>
          )}
        </div>
      </Td>
    </tr>
  );
}
