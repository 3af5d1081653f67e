import { Lock, LogIn } from "lucide-react";
import type { User } from "../../../app/session/user";
import { MemberReplyEditor } from "../../../components/post/member-editors";
import type { ReplyEditorProps } from "../../../components/post/reply-editor";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Link, useLocation } from "../../../lib/router";

/**
 * The server's LOCKED_THREAD_MESSAGE (src/shared/forum.ts), written out: importing it would
 * bring zod into the page's first view. locked-notice.test.ts keeps the two equal.
 */
export const LOCKED_NOTICE = "This discussion is locked";

interface ReplyBoxProps extends ReplyEditorProps {
  user: User | null;
  isUserLoading: boolean;
  isLocked: boolean;
}

/**
 * Where a reader answers: a notice on a locked discussion, a sign-in prompt for signed-out
 * readers, the Markdown editor for members (its chunk loads only for them: member-editors.tsx).
 */
export function ReplyBox({ user, isUserLoading, isLocked, ...editorProps }: ReplyBoxProps) {
  const location = useLocation();
  return (
    <Card id="reply" className="scroll-mt-24 p-5 sm:p-6">
      {isLocked ? (
        <p
          role="status"
          data-testid="locked-notice"
          className="flex items-center gap-2 font-medium text-muted-foreground"
        >
          <Lock aria-hidden="true" className="h-4 w-4" />
          {LOCKED_NOTICE}
        </p>
      ) : isUserLoading ? (
        <div aria-hidden="true" className="min-h-16" />
      ) : user ? (
        <MemberReplyEditor {...editorProps} />
      ) : (
        <div className="flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-muted-foreground text-sm">Sign in to join the discussion.</p>
          <Button asChild size="sm">
            <Link to={`/auth?redirect=${encodeURIComponent(location.pathname)}`}>
              <LogIn aria-hidden="true" className="h-4 w-4" />
              Sign in to reply
            </Link>
          </Button>
        </div>
      )}
    </Card>
  );
}
