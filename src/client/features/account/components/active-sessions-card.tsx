import { Globe, LogOut, Monitor, Smartphone, Tablet } from "lucide-react";
import type { SessionSummary } from "../../../../shared/auth";
import { formatTimeAgo } from "../../../../shared/time-ago";
import { SectionCard, StatusBadge } from "../../../components/section-card";
import { Button } from "../../../components/ui/button";
import { Skeleton } from "../../../components/ui/skeleton";
import { Spinner } from "../../../components/ui/spinner";
import { toast } from "../../../lib/toast";
import { serverMessageOr } from "../account-errors";
import { useRevokeOtherSessions, useRevokeSession, useSessions } from "../hooks/use-sessions";
import { type DeviceKind, describeUserAgent } from "../session-device";

const DEVICE_ICONS: Record<DeviceKind, typeof Monitor> = {
  desktop: Monitor,
  phone: Smartphone,
  tablet: Tablet,
  unknown: Globe,
};

function showFailure(error: unknown) {
  toast({
    title: "Error",
    description: serverMessageOr(error, "Failed to sign out. Please try again."),
    variant: "destructive",
  });
}

function SessionRow({ session }: { session: SessionSummary }) {
  const revoke = useRevokeSession();
  const device = describeUserAgent(session.userAgent);
  const Icon = DEVICE_ICONS[device.kind];
  const handleRevoke = () =>
    revoke.mutate(session.id, {
      onSuccess: () =>
        toast({ title: "Session signed out", description: `${device.label} has been signed out.` }),
      onError: showFailure,
    });

  return (
    <li className="grid grid-cols-[2.5rem_minmax(0,1fr)] items-center gap-x-3 gap-y-3 py-4 first:pt-0 last:pb-0 sm:grid-cols-[2.5rem_minmax(0,1fr)_auto]">
      <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-muted text-muted-foreground">
        <Icon aria-hidden="true" className="h-5 w-5" />
      </span>
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-semibold">
          {device.label}
          {session.isCurrent ? <StatusBadge tone="good">This device</StatusBadge> : null}
        </p>
        <p className="text-muted-foreground text-sm">
          {session.ipAddress ?? "Unknown IP address"}
          <span aria-hidden="true"> · </span>
          {session.isCurrent ? (
            "Active now"
          ) : (
            <>
              Active <time dateTime={session.lastSeenAt}>{formatTimeAgo(session.lastSeenAt)}</time>
            </>
          )}
        </p>
      </div>
      {session.isCurrent ? null : (
        <Button
          variant="outline"
          size="sm"
          onClick={handleRevoke}
          disabled={revoke.isPending}
          aria-label={`Sign out ${device.label}`}
          className="col-start-2 justify-self-start sm:col-start-3"
        >
          {revoke.isPending ? (
            <Spinner className="h-3.5 w-3.5 text-current" label="Signing out" />
          ) : (
            <LogOut aria-hidden="true" className="h-3.5 w-3.5" />
          )}
          Sign out
        </Button>
      )}
    </li>
  );
}

/** Every browser signed in to this account, with a way to sign the others out. */
export function ActiveSessionsCard() {
  const sessions = useSessions();
  const revokeOthers = useRevokeOtherSessions();
  const list = sessions.data ?? [];
  const hasOthers = list.some((session) => !session.isCurrent);
  // The current device first, then the most recently used.
  const ordered = [...list].sort(
    (a, b) => Number(b.isCurrent) - Number(a.isCurrent) || b.lastSeenAt.localeCompare(a.lastSeenAt),
  );

  const handleRevokeOthers = () =>
    revokeOthers.mutate(undefined, {
      onSuccess: () =>
        toast({
          title: "Signed out other sessions",
          description: "Every other device has been signed out of your account.",
        }),
      onError: showFailure,
    });

  return (
    <SectionCard
      Icon={Monitor}
      title="Active Sessions"
      description="Devices signed in to your account. Sign out any you do not recognise."
    >
      {sessions.isPending ? (
        <div className="grid gap-4" aria-busy="true">
          {[0, 1].map((row) => (
            <div key={row} className="flex items-center gap-3">
              <Skeleton className="h-10 w-10 rounded-xl" />
              <div className="grid flex-1 gap-2">
                <Skeleton className="h-4 w-40" />
                <Skeleton className="h-3 w-56" />
              </div>
            </div>
          ))}
        </div>
      ) : sessions.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
          Your sessions could not be loaded.
          <Button variant="outline" size="sm" onClick={() => void sessions.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          <ul className="divide-y divide-border">
            {ordered.map((session) => (
              <SessionRow key={session.id} session={session} />
            ))}
          </ul>
          {hasOthers ? (
            <div className="mt-5 border-border border-t pt-5">
              <Button
                variant="destructive"
                onClick={handleRevokeOthers}
                disabled={revokeOthers.isPending}
              >
                {revokeOthers.isPending ? (
                  <Spinner className="h-4 w-4 text-current" label="Signing out" />
                ) : (
                  <LogOut aria-hidden="true" className="h-4 w-4" />
                )}
                Sign out all other sessions
              </Button>
            </div>
          ) : (
            <p className="mt-5 border-border border-t pt-5 text-muted-foreground text-sm">
              No other device is signed in.
            </p>
          )}
        </>
      )}
    </SectionCard>
  );
}
