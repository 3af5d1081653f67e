import { ArrowLeft, MessagesSquare } from "lucide-react";
import { useEffect, useState } from "react";
import type { ForumReply } from "../../../../shared/forum";
import { SITE_NAME } from "../../../../shared/routes";
import { type PageQueries, pageInfiniteQuery, pageQuery } from "../../../app/page-data";
import { useUser } from "../../../app/session/use-user";
import { LinkButton } from "../../../components/link-button";
import { MessageCard } from "../../../components/message-card";
import { NotFoundScreen } from "../../../components/not-found-screen";
import type { QuoteTarget } from "../../../components/post/reply-editor";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Skeleton } from "../../../components/ui/skeleton";
import { Spinner } from "../../../components/ui/spinner";
import { ApiError } from "../../../lib/api";
import { Link, useParams } from "../../../lib/router";
import { toast } from "../../../lib/toast";
import { ReplyBox } from "../components/reply-box";
import { ReplyList } from "../components/reply-list";
import { ThreadPost } from "../components/thread-post";
import { useLiveReplies } from "../hooks/use-live-replies";
import { repliesQuery, threadIdOf, threadQuery, useReplies, useThread } from "../hooks/use-thread";
import { useThreadMutations } from "../hooks/use-thread-mutations";

function BackToForum() {
  return (
    <Button asChild variant="ghost" size="sm" className="-ml-3">
      <Link to="/forum">
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        Back to Forum
      </Link>
    </Button>
  );
}

/** Unknown, deleted or hidden: the server answered 404 and drew this screen. */
export function ThreadNotFound() {
  return (
    <NotFoundScreen
      title="Discussion Not Found"
      text="The discussion you're looking for doesn't exist or has been removed."
      backTo="/forum"
      backLabel="Back to Forum"
      backIcon={MessagesSquare}
    />
  );
}

function ThreadUnavailable() {
  return (
    <div className="mx-auto flex w-full max-w-2xl px-4 py-12 sm:px-6 sm:py-20">
      <MessageCard role="alert" icon={MessagesSquare} title="Discussion Unavailable">
        <p className="mt-3 text-foreground/85">
          The discussion could not be loaded. Please try again in a moment.
        </p>
        <LinkButton to="/forum" icon={ArrowLeft} className="mt-8">
          Back to Forum
        </LinkButton>
      </MessageCard>
    </div>
  );
}

function ThreadLoading() {
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6">
      <Card className="grid gap-4 p-5 sm:p-8">
        <p role="status" className="flex items-center gap-2 text-muted-foreground">
          <Spinner className="h-4 w-4" label="Loading" />
          Loading discussion...
        </p>
        <Skeleton className="h-9 w-3/4" />
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-24 w-full" />
      </Card>
    </div>
  );
}

function ThreadView({ threadId }: { threadId: number }) {
  const thread = useThread(threadId);
  const replies = useReplies(threadId);
  const { user, isLoading: isUserLoading } = useUser();
  const mutations = useThreadMutations(threadId);
  const [quote, setQuote] = useState<QuoteTarget | null>(null);
  useLiveReplies(threadId);

  const title = thread.data?.title;
  useEffect(() => {
    if (title) document.title = `${title} | ${SITE_NAME}`;
  }, [title]);

  if (thread.isPending) return <ThreadLoading />;
  if (thread.isError && thread.error instanceof ApiError && thread.error.status === 404) {
    return <ThreadNotFound />;
  }
  if (thread.isError || !thread.data) return <ThreadUnavailable />;
  const data = thread.data;

  function handleQuote(reply: ForumReply) {
    setQuote((previous) => ({
      replyId: reply.id,
      author: reply.author.username,
      excerpt: excerptOf(reply.content),
      nonce: (previous?.nonce ?? 0) + 1,
    }));
  }

  async function handlePost(input: { content: string; quoteReplyId?: number }) {
    const posted = await mutations.postReply.mutateAsync(input);
    toast({ title: "Reply posted", description: "Thanks for joining the discussion!" });
    mutations.announceReplyPoints(posted);
    requestAnimationFrame(() =>
      document.getElementById(`reply-${posted.id}`)?.scrollIntoView({ block: "nearest" }),
    );
  }

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-6 sm:py-10">
      <BackToForum />
      <article className="mt-3 grid gap-6">
        <ThreadPost thread={data} user={user} mutations={mutations} />
        <ReplyList
          replies={replies}
          user={user}
          isLocked={data.isLocked}
          mutations={mutations}
          onQuote={handleQuote}
        />
        <ReplyBox
          user={user}
          isUserLoading={isUserLoading}
          isLocked={data.isLocked}
          quote={quote}
          onClearQuote={() => setQuote(null)}
          onSubmit={handlePost}
        />
      </article>
    </div>
  );
}

/** The start of a reply's Markdown as plain-ish text, for the quote marker above the editor. */
function excerptOf(markdown: string): string {
  const text = markdown
    .replace(/[`*_>#~[\]()!]/g, "")
    .replace(/\s+/g, " ")
    .trim();
  return text.length > 160 ? `${text.slice(0, 159)}…` : text;
}

/**
 * The server reads the discussion and its first 50 replies (see app/page-data.ts), so the page
 * arrives whole; an unknown id arrives as the not-found screen, never asked for again.
 */
export const pageQueries: PageQueries = ({ params }) => {
  const id = threadIdOf(params.id);
  return id === null ? [] : [pageQuery(threadQuery(id)), pageInfiniteQuery(repliesQuery(id))];
};

/** A forum discussion, /forum/thread/{id}. */
export function ThreadPage() {
  const { id } = useParams();
  const threadId = threadIdOf(id);
  if (threadId === null) return <ThreadNotFound />;
  return <ThreadView key={threadId} threadId={threadId} />;
}
