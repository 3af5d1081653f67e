import { Heart } from "lucide-react";
import { useUser } from "../../../app/session/use-user";
import { cn } from "../../../lib/cn";
import { formatCountOf, formatNumber } from "../../../lib/format-number";
import { toast } from "../../../lib/toast";
import { useLikePost } from "../hooks/use-like-post";

interface LikeButtonProps {
  postId: number;
  likes: number;
  isLiked: boolean;
}

function askToSignIn() {
  toast({ title: "Sign in required", description: "Please sign in to like articles" });
}

/** A card's like toggle (the site's one like mutation); signed-out readers are asked to sign in. */
export function LikeButton({ postId, likes, isLiked }: LikeButtonProps) {
  const { user } = useUser();
  const like = useLikePost({ onSignInRequired: askToSignIn });

  function handleClick() {
    if (!user) askToSignIn();
    else like.mutate(postId);
  }

  return (
    <button
      type="button"
      onClick={handleClick}
      disabled={like.isPending}
      aria-pressed={isLiked}
      aria-label={`${isLiked ? "Liked" : "Like"}, ${formatCountOf(likes, "like")}`}
      className={cn(
        "inline-flex h-9 items-center gap-1.5 rounded-lg px-2.5 font-semibold text-sm transition-colors hover:bg-muted disabled:opacity-60",
        isLiked ? "text-primary" : "text-muted-foreground hover:text-foreground",
      )}
    >
      <Heart aria-hidden="true" className={cn("h-4 w-4", isLiked && "fill-current")} />
      <span>{formatNumber(likes)}</span>
      <span className="sr-only sm:not-sr-only">{isLiked ? "Liked" : "Like"}</span>
    </button>
  );
}
