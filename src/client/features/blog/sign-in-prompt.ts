import { toast } from "../../lib/toast";

export type SignInReason = "like" | "bookmark";

const ACTION_TEXT: Record<SignInReason, string> = {
  like: "like articles",
  bookmark: "save articles to your bookmarks",
};

/** Likes and bookmarks belong to an account; a signed-out reader is told to sign in at /auth. */
export function showSignInToast(reason: SignInReason): void {
  toast({ title: "Sign in required", description: `Please sign in to ${ACTION_TEXT[reason]}.` });
}
