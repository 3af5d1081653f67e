import { LogIn, ShieldCheck } from "lucide-react";
import { Button } from "../../components/ui/button";

/**
 * The 2fa-setup tab for a signed-out visitor (signed-in users go to /profile/2fa-setup, the
 * real setup page).
 */
export function TwoFactorSetupNotice({ onLogin }: { onLogin: () => void }) {
  return (
    <div className="grid gap-5 text-center">
      <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-primary/15 text-primary">
        <ShieldCheck aria-hidden="true" className="h-7 w-7" />
      </span>
      <p className="text-muted-foreground">
        Please sign in first to set up two-factor authentication for your account.
      </p>
      <Button size="lg" onClick={onLogin} className="font-display uppercase tracking-wider">
        <LogIn aria-hidden="true" className="h-5 w-5" />
        Login
      </Button>
    </div>
  );
}
