import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, KeyRound, QrCode, ShieldCheck, Smartphone } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useForm } from "react-hook-form";
import {
  type EnableTwoFactorInput,
  enableTwoFactorSchema,
  type TwoFactorSetupReply,
} from "../../../../shared/auth";
import { useUser } from "../../../app/session/use-user";
import { PageFallback } from "../../../components/page-fallback";
import { SectionCard } from "../../../components/section-card";
import { Button } from "../../../components/ui/button";
import { CodeInput } from "../../../components/ui/code-input";
import { FormField } from "../../../components/ui/form-field";
import { PasswordInput } from "../../../components/ui/password-input";
import { Spinner } from "../../../components/ui/spinner";
import { queryKeys } from "../../../lib/query-keys";
import { Link, useNavigate } from "../../../lib/router";
import { toast } from "../../../lib/toast";
import { ProfileShell } from "../../users/profile-shell";
import { isStatus, serverMessageOr } from "../account-errors";
import { TwoFactorSecret } from "../components/two-factor-secret";
import { useEnableTwoFactor, useStartTwoFactorSetup } from "../hooks/use-two-factor";

const AUTHENTICATOR_APPS = [
  "Google Authenticator",
  "Microsoft Authenticator",
  "Authy",
  "1Password",
  "Bitwarden",
];

function SetupIntro({ isStarting, onStart }: { isStarting: boolean; onStart: () => void }) {
  return (
    <SectionCard
      Icon={ShieldCheck}
      title="What is two-factor authentication?"
      description="A second step at sign-in: after your password, a 6-digit code from your phone."
    >
      <div className="grid gap-5 text-sm leading-6">
        <p className="max-w-prose text-foreground/85">
          The code changes every 30 seconds and only your phone knows how to make it, so someone who
          learns your password still cannot sign in as you.
        </p>
        <div>
          <h3 className="mb-2 font-display font-semibold text-base uppercase tracking-wide">
            You need an authenticator app
          </h3>
          <ul className="flex flex-wrap gap-2">
            {AUTHENTICATOR_APPS.map((app) => (
              <li
                key={app}
                className="inline-flex items-center gap-1.5 rounded-full border border-border bg-background/50 px-3 py-1"
              >
                <Smartphone aria-hidden="true" className="h-3.5 w-3.5 text-primary" />
                {app}
              </li>
            ))}
          </ul>
          <p className="mt-2 text-muted-foreground">Any app that supports TOTP codes works.</p>
        </div>
        <div>
          <Button onClick={onStart} disabled={isStarting}>
            {isStarting ? <Spinner className="h-4 w-4 text-current" label="Starting" /> : null}
            Begin Setup
          </Button>
        </div>
      </div>
    </SectionCard>
  );
}

function Step({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  return (
    <li className="grid gap-3 sm:grid-cols-[2.5rem_minmax(0,1fr)]">
      <span
        aria-hidden="true"
        className="flex h-9 w-9 items-center justify-center rounded-full border border-primary/50 bg-primary/15 font-bold font-display text-primary"
      >
        {number}
      </span>
      <div className="grid min-w-0 gap-3">
        <h3 className="font-display font-semibold text-lg uppercase tracking-wide">{title}</h3>
        {children}
      </div>
    </li>
  );
}

interface SetupStepsProps {
  setup: TwoFactorSetupReply;
  isEnabling: boolean;
  onEnable: (input: EnableTwoFactorInput) => void;
  onBack: () => void;
}

function SetupSteps({ setup, isEnabling, onEnable, onBack }: SetupStepsProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(enableTwoFactorSchema),
    defaultValues: { password: "", code: "" },
  });
  const username = useUser().user?.username ?? "";

  return (
    <SectionCard
      Icon={QrCode}
      title="Set up your authenticator"
      description="Three steps, about a minute."
    >
      <ol className="grid gap-8">
        <Step number={1} title="Scan the QR code">
          <p className="text-muted-foreground text-sm">
            Open your authenticator app, choose to add an account, and scan this code.
          </p>
          <img
            src={setup.qrCodeDataUrl}
            alt="QR code for your authenticator app"
            width={200}
            height={200}
            className="h-[200px] w-[200px] rounded-xl bg-white p-2"
          />
        </Step>
        <Step number={2} title="Or enter the key by hand">
          <p className="text-muted-foreground text-sm">
            If you cannot scan, type this key into the app (time-based, 6 digits).
          </p>
          <TwoFactorSecret secret={setup.secret} />
        </Step>
        <Step number={3} title="Enter the code">
          <form onSubmit={handleSubmit(onEnable)} noValidate className="grid max-w-sm gap-4">
            {/* Tells password managers which account the password belongs to. */}
            <input
              type="text"
              name="username"
              autoComplete="username"
              value={username}
              readOnly
              hidden
            />
            <FormField
              label="6-digit code"
              error={errors.code?.message}
              description="The code your app shows for GameHub."
            >
              <CodeInput {...register("code")} />
            </FormField>
            <FormField
              label="Password"
              error={errors.password?.message}
              description="Your current password, to confirm it is you."
            >
              <PasswordInput autoComplete="current-password" {...register("password")} />
            </FormField>
            <div className="flex flex-wrap gap-3">
              <Button type="submit" disabled={isEnabling}>
                {isEnabling ? <Spinner className="h-4 w-4 text-current" label="Verifying" /> : null}
                Verify and Enable
              </Button>
              <Button variant="ghost" onClick={onBack}>
                <ArrowLeft aria-hidden="true" className="h-4 w-4" />
                Back
              </Button>
            </div>
          </form>
        </Step>
      </ol>
    </SectionCard>
  );
}

/** `/profile/2fa-setup`: intro, then QR code, key and code. */
export function TwoFactorSetupPage() {
  const { user, isLoading } = useUser();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [setup, setSetup] = useState<TwoFactorSetupReply | null>(null);
  const startSetup = useStartTwoFactorSetup();
  const enable = useEnableTwoFactor();

  if (isLoading || !user) return <PageFallback />;

  const handleStart = () =>
    startSetup.mutate(undefined, {
      onSuccess: setSetup,
      onError: (error) =>
        toast({
          title: "Error",
          description: serverMessageOr(error, "Could not start the setup. Please try again."),
          variant: "destructive",
        }),
    });

  const handleEnable = (input: EnableTwoFactorInput) =>
    enable.mutate(input, {
      onSuccess: (updatedUser) => {
        queryClient.setQueryData(queryKeys.user, updatedUser);
        toast({
          title: "Two-factor authentication enabled",
          description: "Your account is now secured with 2FA",
        });
        void navigate("/profile/security");
      },
      onError: (error) =>
        toast(
          isStatus(error, 400)
            ? {
                title: "Invalid code",
                description: "Please check the code and try again",
                variant: "destructive",
              }
            : {
                title: "Error",
                description: serverMessageOr(error, "An unknown error occurred"),
                variant: "destructive",
              },
        ),
    });

  return (
    <ProfileShell
      title="Two-Factor Setup"
      description="Secure your account with an authenticator app."
    >
      {/* A reading width for the steps, under the profile's wider section bar. */}
      <div className="max-w-4xl">
        {user.isTwoFactorEnabled && !setup ? (
          <SectionCard
            Icon={ShieldCheck}
            title="Already enabled"
            description="Two-factor authentication is already on for your account."
          >
            <Button asChild variant="outline">
              <Link to="/profile/security">
                <KeyRound aria-hidden="true" className="h-4 w-4" />
                Go to Security
              </Link>
            </Button>
          </SectionCard>
        ) : setup ? (
          <SetupSteps
            setup={setup}
            isEnabling={enable.isPending}
            onEnable={handleEnable}
            onBack={() => setSetup(null)}
          />
        ) : (
          <SetupIntro isStarting={startSetup.isPending} onStart={handleStart} />
        )}
      </div>
    </ProfileShell>
  );
}
