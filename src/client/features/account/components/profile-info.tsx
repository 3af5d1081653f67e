import { ArrowRight, Mail } from "lucide-react";
import type { ReactNode } from "react";
import type { User } from "../../../app/session/user";
import { StatusBadge } from "../../../components/section-card";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { formatLongDate } from "../../../lib/format-date";
import { Link } from "../../../lib/router";
import { useResendEmailVerification } from "../hooks/use-email-verification";

function InfoRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 border-border border-b py-4 first:pt-0 last:border-b-0 last:pb-0 sm:grid-cols-[12rem_minmax(0,1fr)] sm:items-center sm:gap-4">
      <dt className="font-medium text-muted-foreground text-sm">{label}</dt>
      <dd className="flex min-w-0 flex-wrap items-center gap-3 text-foreground">{children}</dd>
    </div>
  );
}

/** The Profile Info tab. */
export function ProfileInfo({ user }: { user: User }) {
  const resend = useResendEmailVerification();
  return (
    <dl>
      <InfoRow label="Username">
        <span className="break-all font-semibold">{user.username}</span>
      </InfoRow>
      <InfoRow label="Email">
        {user.email ? (
          <span className="break-all">{user.email}</span>
        ) : (
          <span className="text-muted-foreground italic">Not set</span>
        )}
      </InfoRow>
      <InfoRow label="Member since">
        <time dateTime={user.createdAt}>{formatLongDate(user.createdAt)}</time>
      </InfoRow>
      <InfoRow label="Account type">{user.isAdmin ? "Administrator" : "User"}</InfoRow>
      <InfoRow label="Verification">
        {user.isVerified ? (
          <StatusBadge tone="good">Verified</StatusBadge>
        ) : (
          <>
            <StatusBadge tone="warning">Not Verified</StatusBadge>
            {user.email ? (
              <Button
                variant="outline"
                size="sm"
                onClick={() => resend.mutate()}
                disabled={resend.isPending}
              >
                {resend.isPending ? (
                  <Spinner className="h-3.5 w-3.5 text-current" label="Sending" />
                ) : (
                  <Mail aria-hidden="true" className="h-3.5 w-3.5" />
                )}
                Resend verification e-mail
              </Button>
            ) : null}
          </>
        )}
      </InfoRow>
      <InfoRow label="Two-factor authentication">
        {user.isTwoFactorEnabled ? (
          <StatusBadge tone="good">Enabled</StatusBadge>
        ) : (
          <StatusBadge tone="neutral">Disabled</StatusBadge>
        )}
        <Link
          to="/profile/security"
          className="inline-flex items-center gap-1 font-medium text-primary text-sm hover:underline"
        >
          Security settings
          <ArrowRight aria-hidden="true" className="h-3.5 w-3.5" />
        </Link>
      </InfoRow>
    </dl>
  );
}
