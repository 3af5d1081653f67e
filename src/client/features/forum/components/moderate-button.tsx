import { Shield } from "lucide-react";
import { PostActionButton } from "../../../components/post/post-action-button";

export function ModerateButton(props: React.ComponentProps<"button">) {
  return (
    <PostActionButton icon={Shield} {...props}>
      Moderate
    </PostActionButton>
  );
}
