import { LogIn } from "lucide-react";
import type { ReactNode } from "react";
import { LinkButton } from "../../../components/link-button";

/** What a gamification card shows a signed-out visitor: why to sign in, and the way to do it. */
export function SignInPrompt({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-border border-dashed px-4 py-8 text-center">
      {children}
      <LinkButton to="/auth" size="sm" icon={LogIn}>
        Sign in
      </LinkButton>
    </div>
  );
}
