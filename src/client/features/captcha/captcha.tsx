import type { AltchaWidgetElement } from "altcha";
import type {} from "altcha/types/react";
import { ShieldCheck } from "lucide-react";
import { type CSSProperties, useCallback, useEffect, useRef, useState } from "react";
import { Button } from "../../components/ui/button";
import { Skeleton } from "../../components/ui/skeleton";
import { Spinner } from "../../components/ui/spinner";
import { cn } from "../../lib/cn";
import { CAPTCHA_CHALLENGE_URL, useVerifyCaptcha } from "./use-verify-captcha";

interface CaptchaProps {
  /** Called once the server has accepted the solved challenge. */
  onVerified: () => void;
  className?: string;
}

interface CaptchaWidgetProps {
  /**
   * Called with the solved payload. `reset` starts the widget over with a fresh challenge (a
   * payload is good for one use only).
   */
  onSolved: (payload: string, reset: () => void) => void;
  /** Shown under the widget while the caller works with the payload. */
  isChecking?: boolean;
  className?: string;
}

// The widget follows the site theme through its CSS variables.
const WIDGET_STYLE = {
  "--altcha-color-primary": "var(--primary)",
  "--altcha-color-primary-content": "var(--primary-foreground)",
  "--altcha-color-base": "var(--popover)",
  "--altcha-border-color": "var(--border)",
  "--altcha-border-radius": "0.75rem",
  "--altcha-max-width": "100%",
} as CSSProperties;

type LoadState = "loading" | "ready" | "failed";

function loadWidget() {
  return import("./altcha-setup");
}

/**
 * The self-hosted ALTCHA proof-of-work captcha that account deletion and the password change
 * ask for first: the browser solves a challenge from the server, then the payload goes to
 * `POST /api/verify-captcha`, which remembers the success in the session.
 */
export function Captcha({ onVerified, className }: CaptchaProps) {
  const onVerifiedRef = useRef(onVerified);
  useEffect(() => {
    onVerifiedRef.current = onVerified;
  });
  const verifyCaptcha = useVerifyCaptcha(() => onVerifiedRef.current());
  const { mutate } = verifyCaptcha;
  const handleSolved = useCallback(
    // A refused payload cannot be sent again: start over with a fresh challenge.
    (payload: string, reset: () => void) => mutate(payload, { onError: reset }),
    [mutate],
  );
  return (
    <CaptchaWidget
      onSolved={handleSolved}
      isChecking={verifyCaptcha.isPending}
      className={className}
    />
  );
}

/**
 * The ALTCHA widget alone: hands the solved payload to the caller, which sends it with its own
 * request (the sign-in form, once the server asks for a captcha). The widget's code loads only
 * when a captcha is on screen.
 */
export function CaptchaWidget({ onSolved, isChecking = false, className }: CaptchaWidgetProps) {
  const [loadState, setLoadState] = useState<LoadState>("loading");
  const onSolvedRef = useRef(onSolved);
  useEffect(() => {
    onSolvedRef.current = onSolved;
  });

  const load = useCallback(() => {
    setLoadState("loading");
    loadWidget().then(
      () => setLoadState("ready"),
      () => setLoadState("failed"),
    );
  }, []);
  useEffect(load, [load]);

  const widgetRef = useCallback((widget: AltchaWidgetElement | null) => {
    if (!widget) return;
    const handleVerified = (event: Event) => {
      const { payload } = (event as CustomEvent<{ payload: string }>).detail;
      onSolvedRef.current(payload, () => widget.reset());
    };
    widget.addEventListener("verified", handleVerified);
    return () => widget.removeEventListener("verified", handleVerified);
  }, []);

  return (
    <div className={cn("grid gap-2", className)}>
      <p className="flex items-center gap-2 font-medium text-foreground text-sm">
        <ShieldCheck aria-hidden="true" className="h-4 w-4 text-primary" />
        Security check
      </p>
      {loadState === "loading" ? (
        <Skeleton className="h-[74px] w-full max-w-[320px] rounded-xl" />
      ) : null}
      {loadState === "failed" ? (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-xl border border-destructive/40 bg-destructive/10 p-3 text-sm"
        >
          The security check could not be loaded.
          <Button variant="outline" size="sm" onClick={load}>
            Try again
          </Button>
        </div>
      ) : null}
      {loadState === "ready" ? (
        <altcha-widget
          ref={widgetRef}
          challenge={CAPTCHA_CHALLENGE_URL}
          name="captchaToken"
          style={WIDGET_STYLE}
          className="block max-w-[320px]"
        />
      ) : null}
      {isChecking ? (
        <p className="flex items-center gap-2 text-muted-foreground text-xs">
          <Spinner className="h-3.5 w-3.5" label="Checking" />
          Checking the result...
        </p>
      ) : null}
    </div>
  );
}
