import {
  ArrowLeft,
  KeyRound,
  LockKeyhole,
  type LucideIcon,
  ShieldCheck,
  UserPlus,
  Zap,
} from "lucide-react";
import { useCallback } from "react";
import { useUser } from "../../app/session/use-user";
import { PageFallback } from "../../components/page-fallback";
import { Card } from "../../components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from "../../lib/router";
import { toast } from "../../lib/toast";
import { AuthMarketingPanel } from "./auth-marketing-panel";
import type { SignedInHandler } from "./auth-mutations";
import { type AuthTab, isOpenToSignedInUsers, resolveAuthTab, safeRedirectPath } from "./auth-tabs";
import { ForgotPasswordTab } from "./forgot-password-tab";
import { LoginTab } from "./login-tab";
import { RegisterTab } from "./register-tab";
import { ResetPasswordTab } from "./reset-password-tab";
import { TwoFactorSetupNotice } from "./two-factor-setup-notice";

const HEADINGS: Readonly<Record<AuthTab, { Icon: LucideIcon; title: string; text: string }>> = {
  login: { Icon: Zap, title: "Welcome back", text: "Sign in to continue your journey." },
  register: { Icon: UserPlus, title: "Join GameHub", text: "Create your free account in seconds." },
  "forgot-password": {
    Icon: LockKeyhole,
    title: "Forgot password",
    text: "Enter your e-mail and we'll send you a link to reset your password.",
  },
  "reset-password": {
    Icon: KeyRound,
    title: "Reset password",
    text: "Choose a new password for your account.",
  },
  "2fa-setup": {
    Icon: ShieldCheck,
    title: "Two-factor setup",
    text: "Add a second step to your sign-in with an authenticator app.",
  },
};

const TAB_HEADING_ID = "auth-tab-heading";

interface AuthPageProps {
  /** The reset token when the page is rendered with one; otherwise `?token=` is read. */
  token?: string;
}

/**
 * /auth, /auth/forgot-password and /auth/reset-password: one
 * card whose tab comes from the path or `?tab=`, beside a marketing panel from 1024 px.
 */
export function AuthPage({ token }: AuthPageProps) {
  const { user, isLoading } = useUser();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const tab = resolveAuthTab(pathname, searchParams.get("tab"));
  const redirectTarget = safeRedirectPath(searchParams.get("redirect"));
  const redirectParam = searchParams.get("redirect");

  // Login and register write ?tab= to the address; a pending ?redirect= is kept.
  const showTab = useCallback(
    (next: string) => {
      const params = new URLSearchParams({ tab: next });
      if (redirectParam) params.set("redirect", redirectParam);
      navigate({ pathname: "/auth", search: `?${params}` });
    },
    [navigate, redirectParam],
  );

  const handleSignedIn: SignedInHandler = (signedIn) => {
    const name = signedIn.displayName || signedIn.username;
    toast(
      tab === "register"
        ? { title: "Welcome to GameHub!", description: `Your account ${name} is ready.` }
        : { title: "Welcome back!", description: `You are signed in as ${name}.` },
    );
    navigate(redirectTarget, { replace: true });
  };

  if (isLoading) return <PageFallback />;
  if (user && tab === "2fa-setup") return <Navigate to="/profile/2fa-setup" replace />;
  if (user && !isOpenToSignedInUsers(tab)) return <Navigate to={redirectTarget} replace />;

  const heading = HEADINGS[tab];
  const contentProps = { "aria-labelledby": TAB_HEADING_ID };

  return (
    <div className="relative mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8 lg:py-16">
      <div
        aria-hidden="true"
        className="-z-10 pointer-events-none absolute top-10 right-0 h-72 w-72 rounded-full bg-primary/20 blur-3xl lg:right-24"
      />
      <div className="grid items-start gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,30rem)] xl:gap-16">
        <AuthMarketingPanel className="hidden lg:flex" />
        <Card className="relative w-full overflow-hidden">
          <div
            aria-hidden="true"
            className="absolute inset-x-0 top-0 h-1 bg-linear-to-r from-primary via-secondary to-primary"
          />
          <div className="p-5 sm:p-8">
            <header className="mb-6 flex items-center gap-4">
              <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-primary/15 text-primary shadow-[0_0_24px_-8px_var(--primary)]">
                <heading.Icon aria-hidden="true" className="h-6 w-6" />
              </span>
              <div className="min-w-0">
                <h1
                  id={TAB_HEADING_ID}
                  className="font-bold font-display text-3xl uppercase leading-tight tracking-wide"
                >
                  {heading.title}
                </h1>
                <p className="text-muted-foreground text-sm">{heading.text}</p>
              </div>
            </header>
            {/* Manual activation: automatic mode also activates on focus, right after the
                mouse-down already did, which would push the same ?tab= to history twice. */}
            <Tabs value={tab} onValueChange={showTab} activationMode="manual">
              <TabsList aria-label="Sign in or register">
                <TabsTrigger value="login">Login</TabsTrigger>
                <TabsTrigger value="register">Register</TabsTrigger>
              </TabsList>
              <TabsContent value="login" {...contentProps}>
                <LoginTab onSignedIn={handleSignedIn} />
              </TabsContent>
              <TabsContent value="register" {...contentProps}>
                <RegisterTab onSignedIn={handleSignedIn} />
              </TabsContent>
              <TabsContent value="forgot-password" {...contentProps}>
                <ForgotPasswordTab />
                <BackToLogin />
              </TabsContent>
              <TabsContent value="reset-password" {...contentProps}>
                <ResetPasswordTab token={token ?? searchParams.get("token")} />
                <BackToLogin />
              </TabsContent>
              <TabsContent value="2fa-setup" {...contentProps}>
                <TwoFactorSetupNotice onLogin={() => showTab("login")} />
              </TabsContent>
            </Tabs>
          </div>
          <footer className="border-border border-t bg-background/30 px-5 py-4 text-center text-muted-foreground text-xs sm:px-8">
            <nav
              aria-label="Terms and privacy"
              className="flex flex-wrap items-center justify-center gap-x-4 gap-y-1"
            >
              <Link to="/terms" className="hover:text-primary hover:underline">
                Terms of Service
              </Link>
              <span aria-hidden="true">•</span>
              <Link to="/privacy" className="hover:text-primary hover:underline">
                Privacy Policy
              </Link>
            </nav>
          </footer>
        </Card>
      </div>
    </div>
  );
}

function BackToLogin() {
  return (
    <p className="mt-5 text-center text-sm">
      <Link
        to="/auth?tab=login"
        className="inline-flex items-center gap-1.5 font-medium text-primary hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        Back to login
      </Link>
    </p>
  );
}
