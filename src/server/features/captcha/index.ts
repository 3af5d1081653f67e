/** What other features use of captcha: they import it from here, never from its files. */
export { pruneUsedSolutions } from "./captcha.repo";
export {
  type CaptchaKeys,
  createCaptchaKeys,
  isCaptchaSolved,
  requireCaptcha,
} from "./captcha.service";
