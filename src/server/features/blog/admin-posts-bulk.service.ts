import type {
  BulkPostAction,
  BulkPostActionInput,
  BulkPostActionReply,
} from "../../../shared/admin-posts";
import type { AppContext } from "../../app-context";
import { inTransaction } from "../../db/in-transaction";
import type { AdminActor } from "../admin-audit";
import { recordAdminAction } from "../admin-audit";
import { deletePostRow, findPostById, updatePostRow } from "./blog.repo";

type PostFlags = { isFeatured: boolean; published: boolean };

/** Each action's change, and why a post is left alone when it already is that way. */
const BULK_CHANGES: Record<
  Exclude<BulkPostAction, "delete">,
  { changes: Partial<PostFlags>; alreadyDone: (post: PostFlags) => string | null }
> = {
  feature: {
    changes: { isFeatured: true },
    alreadyDone: (post) => (post.isFeatured ? "Already featured" : null),
  },
  unfeature: {
    changes: { isFeatured: false },
    alreadyDone: (post) => (post.isFeatured ? null : "Not featured"),
  },
  publish: {
    changes: { published: true },
    alreadyDone: (post) => (post.published ? "Already published" : null),
  },
  unpublish: {
    changes: { published: false },
    alreadyDone: (post) => (post.published ? null : "Already a draft"),
  },
};

/**
 * Feature, unfeature, publish, unpublish or delete several posts in one transaction: all of it
 * happens or none does. Each post changed gets its audit entry; a post that is missing or
 * already that way is reported as skipped, with why.
 */
export async function runBulkPostAction(
  context: AppContext,
  actor: AdminActor,
  input: BulkPostActionInput,
): Promise<BulkPostActionReply> {
  const now = context.now();
  const reply: BulkPostActionReply = { done: [], skipped: [] };
  await inTransaction(context.db, async (trx) => {
    for (const id of new Set(input.ids)) {
      const row = await findPostById(trx, id);
      if (!row) {
        reply.skipped.push({ id, reason: "Not found" });
        continue;
      }
      const before = { isFeatured: Boolean(row.isFeatured), published: Boolean(row.published) };
      if (input.action === "delete") {
        await deletePostRow(trx, id);
      } else {
        const { changes, alreadyDone } = BULK_CHANGES[input.action];
        const reason = alreadyDone(before);
        if (reason) {
          reply.skipped.push({ id, reason });
          continue;
        }
        await updatePostRow(trx, id, changes, now);
      }
      await recordAdminAction(
        trx,
        actor,
        {
          action: `post.${input.action}`,
          targetType: "post",
          targetId: id,
          before: { title: row.title, ...before },
          after:
            input.action === "delete" ? null : { ...before, ...BULK_CHANGES[input.action].changes },
        },
        now,
      );
      reply.done.push(id);
    }
  });
  return reply;
}
