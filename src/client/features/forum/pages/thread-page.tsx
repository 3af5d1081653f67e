import { ArrowLeft, MessagesSquare } from "lucide-react";
import { useState } from "react";
import type { ForumReply } from "../../../../shared/forum";
import { type PageQueries, pageInfiniteQuery, pageQuery } from "../../../app/page-data";
import { useUser } from "../../../app/session/use-user";
import {
  DetailBackLink,
  DetailLoading,
  DetailStates,
  DetailUnavailable,
  useDetailTitle,
} from "../../../components/detail-states";
import { NotFoundScreen } from "../../../components/not-found-screen";
import { preloadReplyEditor } from "../../../components/post/member-editors";
import type { QuoteTarget } from "../../../components/post/reply-editor";
import { useParams } from "../../../lib/router";
import { toast } from "../../../lib/toast";
import { ReplyBox } from "../components/reply-box";
import { ReplyList } from "../components/reply-list";
import { ThreadPost } from "../components/thread-post";
import { useLiveReplies } from "../hooks/use-live-replies";
import { repliesQuery, threadIdOf, threadQuery, useReplies, useThread } from "../hooks/use-thread";
import { useThreadMutations } from "../hooks/use-thread-mutations";

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

function ThreadView({ threadId }: { threadId: number }) {
  const thread = useThread(threadId);
  const replies = useReplies(threadId);
  const { user, isLoading: isUserLoading } = useUser();
  const mutations = useThreadMutations(threadId);
  const [quote, setQuote] = useState<QuoteTarget | null>(null);
  useLiveReplies(threadId);

  useDetailTitle(thread.data?.title);

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
    <DetailStates
      query={thread}
      loading={<DetailLoading noun="discussion" />}
      notFound={<ThreadNotFound />}
      unavailable={
        <DetailUnavailable
          icon={MessagesSquare}
          title="Discussion Unavailable"
          text="The discussion could not be loaded. Please try again in a moment."
          back={{ to: "/forum", label: "Back to Forum", icon: ArrowLeft }}
        />
      }
    >
      {(data) => (
        <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-6 sm:py-10">
          <DetailBackLink to="/forum" icon={ArrowLeft}>
            Back to Forum
          </DetailBackLink>
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
      )}
    </DetailStates>
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

/** A signed-in member's discussion has the reply form drawn by the server: see member-editors.tsx. */
export function preloadScreen(
  _pathname: string,
  { signedIn }: { signedIn: boolean },
): Promise<unknown> | undefined {
  return signedIn ? preloadReplyEditor() : undefined;
}

/** A forum discussion, /forum/thread/{id}. */
export function ThreadPage() {
  const { id } = useParams();
  const threadId = threadIdOf(id);
  if (threadId === null) return <ThreadNotFound />;
  return <ThreadView key={threadId} threadId={threadId} />;
}
