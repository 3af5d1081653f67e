import { deferredComponent } from "../deferred-component";
import type { CommentEditorProps } from "./comment-editor";
import { MarkdownEditorPlaceholder } from "./markdown-editor-placeholder";
import type { ReplyEditorProps } from "./reply-editor";

/*
 * A member's editors, each in its own chunk with the form library and the Markdown field: a
 * visitor, who sees a sign-in prompt in its place, never downloads them. For a signed-in member
 * the page preloads the editor before hydration (deferred-component.tsx says why); a page
 * reached by a link shows a placeholder of the editor's own height until the chunk arrives.
 */

const replyEditor = deferredComponent<ReplyEditorProps>(
  () => import("./reply-editor").then((module) => module.ReplyEditor),
  <MarkdownEditorPlaceholder label="Your reply" />,
);
/** A discussion's reply form (reply-editor.tsx), loaded when a member is shown it. */
export const MemberReplyEditor = replyEditor.Component;
export const preloadReplyEditor = replyEditor.preload;

const commentEditor = deferredComponent<CommentEditorProps>(
  () => import("./comment-editor").then((module) => module.CommentEditor),
  <MarkdownEditorPlaceholder label="Your comment" />,
);
/** A feedback item's comment form (comment-editor.tsx), loaded when a member is shown it. */
export const MemberCommentEditor = commentEditor.Component;
export const preloadCommentEditor = commentEditor.preload;
