import { KeyRound } from "lucide-react";
import { useUser } from "../../../app/session/use-user";
import { PageFallback } from "../../../components/page-fallback";
import { SectionCard } from "../../../components/section-card";
import { ProfileShell } from "../../users/profile-shell";
import { ActiveSessionsCard } from "../components/active-sessions-card";
import { ChangePasswordPanel } from "../components/change-password-panel";
import { TwoFactorCard } from "../components/two-factor-card";

/** `/profile/security`: password, two-factor authentication and sessions. */
export function SecurityPage() {
  const { user, isLoading } = useUser();
  if (isLoading || !user) return <PageFallback />;

  return (
    <ProfileShell
      title="Security"
      description="Your password, two-factor authentication and the devices signed in to your account."
    >
      <div className="grid gap-6">
        <div className="grid gap-6 lg:grid-cols-2">
          <SectionCard
            Icon={KeyRound}
            title="Change Password"
            description="Use a password you do not use on any other site."
          >
            <ChangePasswordPanel />
          </SectionCard>
          <TwoFactorCard user={user} />
        </div>
        <ActiveSessionsCard />
      </div>
    </ProfileShell>
  );
}
