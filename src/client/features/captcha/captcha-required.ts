import { toast } from "../../lib/toast";

/** Spec 000 §8 "Captcha": an action that needs the captcha was tried before it was solved. */
export function showCaptchaRequired(): void {
  toast({
    title: "CAPTCHA Required",
    description: "Please complete the CAPTCHA verification first.",
    variant: "destructive",
  });
}
