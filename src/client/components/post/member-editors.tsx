import { type ComponentType, lazy, Suspense, useState } from "react";
import type { CommentEditorProps } from "./comment-editor";
import { MarkdownEditorPlaceholder } from "./markdown-editor-placeholder";
import type { ReplyEditorProps } from "./reply-editor";

/**
 * A member's editor, in its own chunk with the form library and the Markdown field: a visitor,
 * who sees a sign-in prompt in its place, never downloads it. For a signed-in member the server
 * draws the editor, so the page loads it before the browser takes the page over (its
 * preloadScreen calls `preload`): hydration then finds it and takes the server's form over as
 * it is. Arriving later, the form could be drawn again from scratch, losing what was typed, and
 * a press in between would reach no handler. A page reached by a link shows a placeholder of the
 * editor's height until the chunk arrives.
 */
function deferredEditor<P extends object>(
  load: () => Promise<ComponentType<P>>,
  label: string,
): { Editor: ComponentType<P>; preload: () => Promise<ComponentType<P>> } {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  function preload() {
    pending ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        // Forget a failed load, so the next attempt asks the network again.
        pending = undefined;
        throw error;
      },
    );
    return pending;
  }
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Editor(props: P) {
    // Chosen once per mount: moving from the lazy wrapper to the loaded component on a later
    // render would mount a new editor and drop what was typed.
    const [Component] = useState(() => loaded ?? (Lazy as ComponentType<P>));
    return (
      <Suspense fallback={<MarkdownEditorPlaceholder label={label} />}>
        <Component {...props} />
      </Suspense>
    );
  }
  return { Editor, preload };
}

const replyEditor = deferredEditor<ReplyEditorProps>(
  () => import("./reply-editor").then((module) => module.ReplyEditor),
  "Your reply",
);
/** A discussion's reply form (reply-editor.tsx), loaded when a member is shown it. */
export const MemberReplyEditor = replyEditor.Editor;
export const preloadReplyEditor = replyEditor.preload;

const commentEditor = deferredEditor<CommentEditorProps>(
  () => import("./comment-editor").then((module) => module.CommentEditor),
  "Your comment",
);
/** A feedback item's comment form (comment-editor.tsx), loaded when a member is shown it. */
export const MemberCommentEditor = commentEditor.Editor;
export const preloadCommentEditor = commentEditor.preload;
