import { useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  ForgotPasswordInput,
  LoginInput,
  LoginReply,
  OkReply,
  RegisterInput,
  ResetPasswordInput,
  TwoFactorCodeInput,
  User,
} from "../../../shared/auth";
import { ApiError, sendJson } from "../../lib/api";
import { queryKeys } from "../../lib/query-keys";

/** The server's `{ error }` text, else the fallback ("the message or ..."). */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  return fallback;
}

/**
 * The shared auth schemas (and zod), loaded by the login request before it is sent rather than
 * with the page, so its refusal can be read with them when it comes back.
 */
let authSchemas: typeof import("../../../shared/auth") | undefined;

async function loadAuthSchemas(): Promise<void> {
  authSchemas ??= await import("../../../shared/auth");
}

/**
 * A 429 whose body says a solved captcha lets the next try through (too many failed sign-ins
 * for that account): the form shows the captcha and sends the solution with the next try.
 */
export function isCaptchaRequired(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 429 || !authSchemas) return false;
  try {
    const refusal = authSchemas.loginRefusalSchema.safeParse(JSON.parse(error.body));
    return refusal.success && refusal.data.captchaRequired === true;
  } catch {
    return false;
  }
}

export function isTwoFactorChallenge(reply: LoginReply): reply is { requiresTwoFactor: true } {
  return "requiresTwoFactor" in reply && reply.requiresTwoFactor === true;
}

export type SignedInHandler = (user: User) => void;

/**
 * After login or register the user data is refreshed. The caller's handler
 * (toast, navigation) runs first and from the hook's own onSuccess: once the user is cached the
 * auth page redirects and unmounts, and callbacks given to `mutate` would then never run.
 */
function useStoreSignedInUser(onSignedIn?: SignedInHandler) {
  const queryClient = useQueryClient();
  return (user: User) => {
    onSignedIn?.(user);
    queryClient.setQueryData(queryKeys.user, user);
    void queryClient.invalidateQueries({ queryKey: queryKeys.user });
  };
}

/** POST /api/login: the User, or `{ requiresTwoFactor: true }` when a second factor is due. */
export function useLogin(onSignedIn?: SignedInHandler) {
  const storeUser = useStoreSignedInUser(onSignedIn);
  return useMutation({
    mutationFn: async (input: LoginInput) => {
      await loadAuthSchemas();
      return sendJson<LoginReply>("POST", "/api/login", input);
    },
    onSuccess: (reply) => {
      if (!isTwoFactorChallenge(reply)) storeUser(reply);
    },
  });
}

export function useVerifyTwoFactorLogin(onSignedIn?: SignedInHandler) {
  const storeUser = useStoreSignedInUser(onSignedIn);
  return useMutation({
    mutationFn: (input: TwoFactorCodeInput) =>
      sendJson<User>("POST", "/api/login/2fa/verify", input),
    onSuccess: storeUser,
  });
}

export function useCancelTwoFactorLogin() {
  return useMutation({
    mutationFn: () => sendJson<OkReply>("POST", "/api/login/2fa/cancel", {}),
  });
}

/** POST /api/register answers 201 with the User, already signed in. */
export function useRegister(onSignedIn?: SignedInHandler) {
  const storeUser = useStoreSignedInUser(onSignedIn);
  return useMutation({
    mutationFn: (input: RegisterInput) => sendJson<User>("POST", "/api/register", input),
    onSuccess: storeUser,
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (input: ForgotPasswordInput) =>
      sendJson<OkReply>("POST", "/api/forgot-password", input),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: ResetPasswordInput) =>
      sendJson<OkReply>("POST", "/api/reset-password", input),
  });
}
