import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Check, CircleStop, Radio, Trash, X } from "lucide-react";
import { useState } from "react";
import type { LiveStream, StreamerApplication } from "../../../shared/live-streams";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { ApiError, getJson, sendJson } from "../../lib/api";
import { formatLongDate } from "../../lib/format-date";
import { queryKeys } from "../../lib/query-keys";
import { toast } from "../../lib/toast";

/**
 * Admins' tools on /live-streams, in a chunk of their own that only admins load: each card's
 * Go Live / End Stream / Delete, and the streamer applications waiting for review.
 */

function failure(error: unknown): string {
  return (error instanceof ApiError ? error.serverMessage : undefined) ?? "Please try again later";
}

function useStreamChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      stream,
      change,
    }: {
      stream: LiveStream;
      change: "live" | "ended" | "delete";
    }) =>
      change === "delete"
        ? sendJson("DELETE", `/api/live-streams/${stream.id}`)
        : sendJson("PATCH", `/api/live-streams/${stream.id}`, { status: change }),
    onSuccess: (_reply, { change }) => {
      const titles = { live: "Stream is live", ended: "Stream ended", delete: "Stream deleted" };
      toast({ title: titles[change] });
      void queryClient.invalidateQueries({ queryKey: queryKeys.liveStreams.all });
    },
    onError: (error) =>
      toast({
        title: "The stream could not be changed",
        description: failure(error),
        variant: "destructive",
      }),
  });
}

export function StreamAdminActions({ stream }: { stream: LiveStream }) {
  const change = useStreamChange();
  const [isConfirming, setIsConfirming] = useState(false);
  const run = (next: "live" | "ended" | "delete") => change.mutate({ stream, change: next });
  return (
    <div
      className="flex flex-wrap gap-2 border-border border-t pt-3"
      data-testid="stream-admin-actions"
    >
      {stream.status === "scheduled" ? (
        <Button size="sm" variant="outline" disabled={change.isPending} onClick={() => run("live")}>
          <Radio aria-hidden="true" className="h-4 w-4" />
          Go Live
        </Button>
      ) : null}
      {stream.status === "live" ? (
        <Button
          size="sm"
          variant="outline"
          disabled={change.isPending}
          onClick={() => run("ended")}
        >
          <CircleStop aria-hidden="true" className="h-4 w-4" />
          End Stream
        </Button>
      ) : null}
      <Button
        size="sm"
        variant="outline"
        disabled={change.isPending}
        className="hover:border-destructive hover:text-error"
        onClick={() => (isConfirming ? run("delete") : setIsConfirming(true))}
        onBlur={() => setIsConfirming(false)}
      >
        <Trash aria-hidden="true" className="h-4 w-4" />
        {isConfirming ? "Confirm Delete" : "Delete"}
      </Button>
    </div>
  );
}

const PENDING_KEY = [...queryKeys.liveStreams.all, "applications", "pending"] as const;

export function StreamerApplicationsPanel() {
  const queryClient = useQueryClient();
  const pending = useQuery({
    queryKey: PENDING_KEY,
    queryFn: () =>
      getJson("/api/admin/streamer-applications?status=pending", () =>
        import("../../../shared/live-streams").then((m) => m.streamerApplicationsReplySchema),
      ),
  });
  const decide = useMutation({
    mutationFn: ({
      application,
      decision,
    }: {
      application: StreamerApplication;
      decision: "approve" | "reject";
    }) => sendJson("POST", `/api/admin/streamer-applications/${application.id}/${decision}`),
    onSuccess: (_reply, { application, decision }) => {
      toast({
        title: decision === "approve" ? "Streamer approved" : "Application rejected",
        description: `${application.applicant.username} (${application.channel}) has been told.`,
      });
      void queryClient.invalidateQueries({ queryKey: PENDING_KEY });
    },
    onError: (error) =>
      toast({
        title: "The application could not be decided",
        description: failure(error),
        variant: "destructive",
      }),
  });
  const applications = pending.data?.applications ?? [];
  return (
    <Card className="p-5 sm:p-6" data-testid="streamer-applications">
      <h2 className="mb-3 font-bold font-display text-foreground text-xl uppercase tracking-wide">
        Streamer Applications
      </h2>
      {pending.isPending ? (
        <p className="text-muted-foreground text-sm">Loading applications...</p>
      ) : applications.length === 0 ? (
        <p className="text-muted-foreground text-sm">No applications are waiting for review.</p>
      ) : (
        <ul className="grid gap-3">
          {applications.map((application) => (
            <li
              key={application.id}
              className="grid gap-2 rounded-lg border border-border p-3 sm:grid-cols-[1fr_auto] sm:items-center"
            >
              <div className="min-w-0 text-sm">
                <p className="font-semibold text-foreground">
                  {application.applicant.username} ·{" "}
                  <a
                    href={application.channelUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="text-primary hover:underline"
                  >
                    {application.platform}/{application.channel}
                  </a>
                </p>
                <p className="text-muted-foreground">
                  {application.categories.join(", ")} · sent {formatLongDate(application.createdAt)}
                </p>
                <p className="mt-1 text-muted-foreground">{application.pitch}</p>
              </div>
              <div className="flex gap-2">
                <Button
                  size="sm"
                  disabled={decide.isPending}
                  onClick={() => decide.mutate({ application, decision: "approve" })}
                >
                  <Check aria-hidden="true" className="h-4 w-4" />
                  Approve
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={decide.isPending}
                  onClick={() => decide.mutate({ application, decision: "reject" })}
                >
                  <X aria-hidden="true" className="h-4 w-4" />
                  Reject
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
