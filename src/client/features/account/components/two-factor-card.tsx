import { ShieldCheck, Smartphone } from "lucide-react";
import { useState } from "react";
import type { User } from "../../../app/session/user";
import { SectionCard, StatusBadge } from "../../../components/section-card";
import { Button } from "../../../components/ui/button";
import { Link } from "../../../lib/router";
import { DisableTwoFactorForm } from "./disable-two-factor-form";

/** Security page: 'Set Up 2FA' when off, 'Manage 2FA' when on. */
export function TwoFactorCard({ user }: { user: User }) {
  const [isManaging, setIsManaging] = useState(false);
  const isEnabled = user.isTwoFactorEnabled;

  return (
    <SectionCard
      Icon={Smartphone}
      title="Two-Factor Authentication"
      description="A code from your phone at sign-in keeps your account safe even if your password leaks."
      aside={
        isEnabled ? (
          <StatusBadge tone="good">Enabled</StatusBadge>
        ) : (
          <StatusBadge tone="neutral">Disabled</StatusBadge>
        )
      }
    >
      {isEnabled ? (
        isManaging ? (
          <DisableTwoFactorForm onDone={() => setIsManaging(false)} />
        ) : (
          <div className="grid gap-4">
            <p className="flex items-start gap-2 text-sm">
              <ShieldCheck
                aria-hidden="true"
                className="mt-0.5 h-4 w-4 shrink-0 text-emerald-400"
              />
              Signing in asks for a code from your authenticator app.
            </p>
            <div>
              <Button variant="outline" onClick={() => setIsManaging(true)}>
                Manage 2FA
              </Button>
            </div>
          </div>
        )
      ) : (
        <div className="grid gap-4">
          <p className="text-muted-foreground text-sm">
            Add a second step to sign-in with an authenticator app such as Google Authenticator,
            Microsoft Authenticator or Authy.
          </p>
          <div>
            <Button asChild>
              <Link to="/profile/2fa-setup">Set Up 2FA</Link>
            </Button>
          </div>
        </div>
      )}
    </SectionCard>
  );
}
