import { type ReactNode, Suspense } from "react";
import { PostContent } from "./post-content";

/**
 * A post's body, or its editor while it is edited in place (the editor's chunk loads on the
 * first Edit: a block of the editor's height holds its place meanwhile).
 */
export function EditablePostContent({
  isEditing,
  html,
  editor,
}: {
  isEditing: boolean;
  html: string;
  editor: ReactNode;
}) {
  if (!isEditing) return <PostContent html={html} />;
  return <Suspense fallback={<div aria-hidden="true" className="min-h-48" />}>{editor}</Suspense>;
}
