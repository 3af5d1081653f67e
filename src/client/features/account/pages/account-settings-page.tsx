import { Bell, KeyRound, Trash2, UserRound } from "lucide-react";
import { useUser } from "../../../app/session/use-user";
import { PageFallback } from "../../../components/page-fallback";
import { SectionCard } from "../../../components/section-card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/ui/tabs";
import { useSearchParams } from "../../../lib/router";
import { NotificationEmailSetting } from "../../notifications/notification-email-setting";
import { AccountPageShell } from "../components/account-page-shell";
import { ChangePasswordPanel } from "../components/change-password-panel";
import { DeleteAccountPanel } from "../components/delete-account-panel";
import { ProfileInfo } from "../components/profile-info";
import { useEmailVerifiedNotice } from "../hooks/use-email-verified-notice";

// Three labels side by side on a phone: let them wrap onto two short lines.
const TRIGGER_CLASS =
  "h-auto min-h-9 whitespace-normal px-2 py-1.5 text-center text-xs leading-tight sm:text-sm";

const TABS = ["profile", "password", "delete"] as const;
type SettingsTab = (typeof TABS)[number];

function isSettingsTab(value: string | null): value is SettingsTab {
  return TABS.some((tab) => tab === value);
}

/** `/settings` and `/profile/settings`. */
export function AccountSettingsPage() {
  const { user, isLoading } = useUser();
  const [searchParams, setSearchParams] = useSearchParams();
  useEmailVerifiedNotice();

  const requested = searchParams.get("tab");
  const tab: SettingsTab = isSettingsTab(requested) ? requested : "profile";
  const handleTabChange = (value: string) =>
    setSearchParams(
      (params) => {
        if (value === "profile") params.delete("tab");
        else params.set("tab", value);
        return params;
      },
      { replace: true },
    );

  if (isLoading || !user) return <PageFallback />;

  return (
    <AccountPageShell
      title="Account Settings"
      description="Your profile information, password and account."
    >
      <Tabs value={tab} onValueChange={handleTabChange}>
        <TabsList aria-label="Account settings" className="grid grid-cols-3">
          <TabsTrigger className={TRIGGER_CLASS} value="profile">
            <UserRound aria-hidden="true" className="hidden h-4 w-4 sm:block" />
            Profile Info
          </TabsTrigger>
          <TabsTrigger className={TRIGGER_CLASS} value="password">
            <KeyRound aria-hidden="true" className="hidden h-4 w-4 sm:block" />
            Change Password
          </TabsTrigger>
          <TabsTrigger className={TRIGGER_CLASS} value="delete">
            <Trash2 aria-hidden="true" className="hidden h-4 w-4 sm:block" />
            Delete Account
          </TabsTrigger>
        </TabsList>
        <TabsContent value="profile">
          <SectionCard
            Icon={UserRound}
            title="Profile Info"
            description="Your account details as other parts of the site see them."
          >
            <ProfileInfo user={user} />
          </SectionCard>
          <SectionCard
            Icon={Bell}
            title="Email notifications"
            description="Replies in your discussions, quotes of your replies and @mentions."
            className="mt-6"
          >
            <NotificationEmailSetting isVerified={user.isVerified} />
          </SectionCard>
        </TabsContent>
        <TabsContent value="password">
          <SectionCard
            Icon={KeyRound}
            title="Change Password"
            description="Use a password you do not use on any other site."
          >
            <ChangePasswordPanel />
          </SectionCard>
        </TabsContent>
        <TabsContent value="delete">
          <SectionCard
            Icon={Trash2}
            tone="danger"
            title="Delete Account"
            description="Permanently remove your account and everything in it."
          >
            <DeleteAccountPanel user={user} />
          </SectionCard>
        </TabsContent>
      </Tabs>
    </AccountPageShell>
  );
}
