import { toast } from "../../lib/toast";

/** An action that needs the captcha was tried before it was solved. */
export function showCaptchaRequired(): void {
  toast({
    title: "CAPTCHA Required",
    description: "Please complete the CAPTCHA verification first.",
    variant: "destructive",
  });
}
