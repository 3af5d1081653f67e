import { useQuery } from "@tanstack/react-query";
import { Mic, Send } from "lucide-react";
import { useUser } from "../../app/session/use-user";
import { LinkButton } from "../../components/link-button";
import { Card } from "../../components/ui/card";
import { dialogTriggerProps, loadOnce, useDeferredPart } from "../../components/ui/deferred-part";
import { getJson } from "../../lib/api";
import { queryKeys } from "../../lib/query-keys";
import { BecomeStreamerTrigger } from "./become-streamer-trigger";

const loadApplicationDialog = loadOnce(() =>
  import("./streamer-application-dialog").then((module) => module.StreamerApplicationDialog),
);

/** The member's latest application, read in the browser (it is private). */
export function myApplicationQuery() {
  return {
    queryKey: queryKeys.liveStreams.myApplication,
    queryFn: () =>
      getJson("/api/streamer-applications/mine", () =>
        import("../../../shared/live-streams").then((m) => m.myStreamerApplicationReplySchema),
      ),
  };
}

const STATUS_TEXT = {
  pending: "Your streamer application is waiting for review. We'll let you know soon.",
  approved: "You're a GameHub streamer: your live streams show here while you are on air.",
  rejected: "Your last application was not accepted. You're welcome to apply again.",
} as const;

function MemberApplication() {
  const mine = useQuery(myApplicationQuery());
  const dialog = useDeferredPart(loadApplicationDialog);
  const status = mine.data?.application?.status;
  return (
    <div className="flex flex-col items-start gap-3 sm:items-end">
      {status ? (
        <p role="status" className="max-w-sm text-muted-foreground text-sm sm:text-right">
          {STATUS_TEXT[status]}
        </p>
      ) : null}
      {status === "pending" || status === "approved" ? null : dialog.Loaded ? (
        <dialog.Loaded openedWith={dialog.openedWith} />
      ) : (
        <BecomeStreamerTrigger {...dialogTriggerProps(dialog)} />
      )}
    </div>
  );
}

/**
 * 'Want to Stream With Us?', with a 'Become a Streamer' link to /contact. Visitors keep the
 * link; signed-in members apply from here instead, and see what became of their application.
 */
export function BecomeStreamerCard() {
  const { user } = useUser();
  return (
    <Card className="flex flex-col items-start gap-6 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
      <div className="flex items-start gap-4">
        <Mic aria-hidden="true" className="mt-1 h-8 w-8 shrink-0 text-primary" />
        <div>
          <h2 className="font-bold font-display text-2xl text-foreground uppercase">
            Want to Stream With Us?
          </h2>
          <p className="mt-1 max-w-xl text-muted-foreground">
            Stream on Twitch, YouTube or Discord? Join the GameHub streamers and your live streams
            show here, on the game pages and to the whole community.
          </p>
        </div>
      </div>
      {user ? (
        <MemberApplication />
      ) : (
        <LinkButton to="/contact" icon={Send}>
          Become a Streamer
        </LinkButton>
      )}
    </Card>
  );
}
