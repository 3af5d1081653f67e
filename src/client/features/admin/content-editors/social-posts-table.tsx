import { ExternalLink } from "lucide-react";
import type { SocialPost } from "../../../../shared/social";
import { toast } from "../../../lib/toast";
import { formatCount, formatDateTime } from "../admin-format";
import { AdminTable, EmptyRow, Td, Th } from "../components/admin-table";
import { ConfirmDeleteDialog } from "./confirm-delete-dialog";
import { DeleteRowButton, useDeleteDialog } from "./editor-frame";
import { useDeleteSocialPost } from "./social-posts-queries";

function excerpt(text: string, max = 60): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

function DeleteSocialPostButton({ post }: { post: SocialPost }) {
  const remove = useDeleteSocialPost();
  const name = `${post.author}'s ${post.platform} post`;
  const { isOpen, onOpenChange: handleOpenChange } = useDeleteDialog(remove);
  return (
    <ConfirmDeleteDialog
      isOpen={isOpen}
      onOpenChange={handleOpenChange}
      trigger={<DeleteRowButton name={name} />}
      title={`Delete ${name}?`}
      description={`“${excerpt(post.content)}” leaves the forum's Social Hub; the next newest post takes its place. This cannot be undone.`}
      confirmLabel="Delete post"
      isPending={remove.isPending}
      error={remove.error}
      onConfirm={() =>
        remove.mutate(post.id, {
          onSuccess: () => {
            toast({ title: "Post deleted", description: `${name} is gone.` });
            handleOpenChange(false);
          },
        })
      }
    />
  );
}

/** The posts the hub shows, newest first, each with its link, numbers and Delete. */
export function SocialPostsTable({
  posts,
  emptyText,
}: {
  posts: readonly SocialPost[];
  emptyText: string;
}) {
  // relative: the screen-reader-only names of the row buttons stay inside the scroll region
  // instead of widening the page on a phone.
  return (
    <AdminTable label="Social posts">
      <thead>
        <tr>
          <Th>Post</Th>
          <Th>Platform</Th>
          <Th>Posted</Th>
          <Th className="text-right">Likes · comments · shares</Th>
          <Th>
            <span className="sr-only">Actions</span>
          </Th>
        </tr>
      </thead>
      <tbody>
        {posts.length === 0 ? (
          <EmptyRow colSpan={5}>{emptyText}</EmptyRow>
        ) : (
          posts.map((post) => (
            <tr key={post.id} data-testid="social-post-row">
              <Td className="min-w-64 max-w-md">
                <span className="block font-semibold">{post.author}</span>
                <span className="block break-words">{post.content}</span>
                {post.hashtags.length > 0 ? (
                  <span className="block text-primary text-xs">
                    {post.hashtags.map((tag) => `#${tag}`).join(" ")}
                  </span>
                ) : null}
                <a
                  href={post.url}
                  target="_blank"
                  rel="noopener noreferrer nofollow"
                  className="mt-1 inline-flex items-center gap-1 text-primary text-xs hover:underline"
                >
                  Open the post
                  <ExternalLink aria-hidden="true" className="h-3 w-3" />
                  <span className="sr-only"> by {post.author} (opens in a new tab)</span>
                </a>
              </Td>
              <Td className="whitespace-nowrap">{post.platform}</Td>
              <Td className="whitespace-nowrap">{formatDateTime(post.createdAt)}</Td>
              <Td className="whitespace-nowrap text-right tabular-nums">
                {formatCount(post.likes)} · {formatCount(post.comments)} ·{" "}
                {formatCount(post.shares)}
              </Td>
              <Td className="whitespace-nowrap">
                <DeleteSocialPostButton post={post} />
              </Td>
            </tr>
          ))
        )}
      </tbody>
    </AdminTable>
  );
}
