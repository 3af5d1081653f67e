import { ArrowRight } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { Captcha } from "../../captcha/captcha";
import { showCaptchaRequired } from "../../captcha/captcha-required";
import { ChangePasswordForm } from "./change-password-form";

/**
 * The change-password flow of the settings and security pages: the captcha first, the form only
 * once it is solved.
 */
export function ChangePasswordPanel() {
  const [isCaptchaDone, setIsCaptchaDone] = useState(false);

  if (isCaptchaDone) {
    return <ChangePasswordForm onCaptchaRequired={() => setIsCaptchaDone(false)} />;
  }
  return (
    <div className="grid gap-5">
      <p className="max-w-prose text-muted-foreground text-sm">
        Confirm you are human to change your password. Your browser solves a small puzzle; no images
        to click.
      </p>
      <Captcha onVerified={() => setIsCaptchaDone(true)} />
      <div>
        <Button variant="outline" onClick={showCaptchaRequired}>
          Continue
          <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </Button>
      </div>
    </div>
  );
}
