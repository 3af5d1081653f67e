import { Pencil } from "lucide-react";
import { PostActionButton } from "./post-action-button";

/** Edit, for the post's author or a moderator: opens the editor in place of the post. */
export function EditPostButton({ subject, onClick }: { subject: string; onClick: () => void }) {
  return (
    <PostActionButton icon={Pencil} aria-label={`Edit ${subject}`} onClick={onClick}>
      <span className="hidden sm:inline">Edit</span>
    </PostActionButton>
  );
}
