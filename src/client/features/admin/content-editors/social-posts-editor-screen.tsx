import { useState } from "react";
import { SOCIAL_PLATFORMS, SOCIAL_POSTS_MAX } from "../../../../shared/social-limits";
import { Alert } from "../../../components/ui/alert";
import { FormField } from "../../../components/ui/form-field";
import { inputClassName } from "../../../components/ui/input";
import { cn } from "../../../lib/cn";
import { Link } from "../../../lib/router";
import { AdminLayout } from "../components/admin-layout";
import { AdminError, AdminLoading } from "../components/admin-states";
import { BackToEditorsLink } from "./editor-frame";
import { CreateSocialPostDialog } from "./social-posts-form-dialog";
import { type SocialPostsFilter, useSocialPostsList } from "./social-posts-queries";
import { SocialPostsTable } from "./social-posts-table";

/** The posts the hub shows for a platform filter (at most five). */
function SocialPostsList({ platform }: { platform: SocialPostsFilter }) {
  const posts = useSocialPostsList(platform);
  if (posts.isPending) return <AdminLoading label="Loading social posts" rows={3} />;
  if (posts.isError) {
    return (
      <AdminError
        error={posts.error}
        what="The social posts"
        onRetry={() => void posts.refetch()}
      />
    );
  }
  return (
    <SocialPostsTable
      posts={posts.data}
      emptyText={
        platform === "all"
          ? "No posts yet: add the first one with New post."
          : `No ${platform} posts.`
      }
    />
  );
}

/**
 * /admin/content/social-posts: the posts of the forum's Social Hub, a new post with every
 * field, and deletes after a confirmation.
 */
export function SocialPostsEditorScreen() {
  const [platform, setPlatform] = useState<SocialPostsFilter>("all");
  return (
    <AdminLayout
      title="Social posts"
      description="Posts from the platforms the site follows, shown on the forum's Social Hub tab."
      actions={<CreateSocialPostDialog />}
    >
      <div className="grid grid-cols-1 gap-5">
        <BackToEditorsLink className="w-fit gap-1" />
        <Alert>
          The{" "}
          <Link to="/forum?tab=social" className="font-semibold underline">
            Social Hub
          </Link>{" "}
          shows only the {SOCIAL_POSTS_MAX} newest posts (the {SOCIAL_POSTS_MAX} newest of a
          platform when a visitor picks one), and so does this list. An older post stays stored but
          is no longer shown anywhere; pick a platform to see its {SOCIAL_POSTS_MAX} newest.
        </Alert>
        <FormField label="Platform" className="max-w-xs">
          <select
            className={cn(inputClassName, "cursor-pointer")}
            value={platform}
            onChange={(event) => setPlatform(event.target.value)}
          >
            <option value="all">All platforms</option>
            {SOCIAL_PLATFORMS.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </FormField>
        <SocialPostsList platform={platform} />
      </div>
    </AdminLayout>
  );
}
