import { z } from "zod";
import {
  CODE_LENGTH,
  PASSWORD_MAX,
  PASSWORD_MIN,
  RESET_PASSWORD_MAX,
  USERNAME_MAX,
  USERNAME_MIN,
} from "./auth-limits";

/**
 * Account payloads and their messages. The forms and the
 * server both validate with these schemas, so a message is written exactly once.
 */

export {
  CODE_LENGTH,
  PASSWORD_MAX,
  PASSWORD_MIN,
  RESET_PASSWORD_MAX,
  USERNAME_MAX,
  USERNAME_MIN,
} from "./auth-limits";

export const usernameSchema = z
  .string({ error: "Username is required" })
  .trim()
  .min(USERNAME_MIN, "Username must be at least 3 characters")
  .max(USERNAME_MAX, "Username must be less than 30 characters")
  .regex(
    /^[A-Za-z0-9_-]+$/,
    "Username can only contain letters, numbers, underscores, and hyphens",
  );

export const emailSchema = z
  .string({ error: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .max(254, "Email is too long")
  .pipe(z.email("Please enter a valid email"));

/** Register password: min 8 with an uppercase, a lowercase and a digit, each its own message. */
export const newPasswordSchema = z
  .string({ error: "Password is required" })
  .min(PASSWORD_MIN, "Password must be at least 8 characters")
  .max(PASSWORD_MAX, "Password is too long")
  .regex(/[A-Z]/, "Password must contain at least one uppercase letter")
  .regex(/[a-z]/, "Password must contain at least one lowercase letter")
  .regex(/[0-9]/, "Password must contain at least one number");

/** What the server receives at registration (the form adds confirmation and terms). */
export const registerSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  password: newPasswordSchema,
});
export type RegisterInput = z.infer<typeof registerSchema>;

export const registerFormSchema = registerSchema
  .extend({
    confirmPassword: z.string({ error: "Please confirm your password" }),
    acceptTerms: z
      .boolean()
      .refine((accepted) => accepted, "You must accept the terms and conditions"),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: "Passwords do not match",
    path: ["confirmPassword"],
  });
export type RegisterFormInput = z.infer<typeof registerFormSchema>;

export const loginSchema = z.object({
  username: z
    .string({ error: "Username is required" })
    .trim()
    .min(1, "Username is required")
    .max(254),
  password: z
    .string({ error: "Password is required" })
    .min(1, "Password is required")
    .max(PASSWORD_MAX),
  rememberMe: z.boolean().optional(),
  /** A solved ALTCHA payload, sent once the server has asked for it (`captchaRequired`). */
  captchaToken: z.string().max(10_000).optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** A refused sign-in: 429, with `captchaRequired` when a solved captcha lets the next try through. */
export const loginRefusalSchema = z.object({
  error: z.string(),
  captchaRequired: z.literal(true).optional(),
});
export type LoginRefusal = z.infer<typeof loginRefusalSchema>;

/** A 6-digit code: login 2FA, enabling 2FA. */
export const totpCodeSchema = z
  .string({ error: "Code must be 6 digits" })
  .trim()
  .length(CODE_LENGTH, "Code must be 6 digits")
  .regex(/^\d+$/, "Code must contain only digits");

export const twoFactorCodeSchema = z.object({ code: totpCodeSchema });
export type TwoFactorCodeInput = z.infer<typeof twoFactorCodeSchema>;

const currentPasswordSchema = z
  .string({ error: "Password is required" })
  .min(1, "Password is required")
  .max(PASSWORD_MAX);

/** Turning 2FA on: the code from the app proves the secret was saved; the password, that it is the owner. */
export const enableTwoFactorSchema = z.object({
  password: currentPasswordSchema,
  code: totpCodeSchema,
});
export type EnableTwoFactorInput = z.infer<typeof enableTwoFactorSchema>;

export const disableTwoFactorSchema = z.object({
  password: currentPasswordSchema,
  code: totpCodeSchema,
});
export type DisableTwoFactorInput = z.infer<typeof disableTwoFactorSchema>;

export const forgotPasswordSchema = z.object({
  email: z
    .string({ error: "Please enter a valid email address" })
    .trim()
    .max(254, "Please enter a valid email address")
    .pipe(z.email("Please enter a valid email address")),
});
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

const RESET_PASSWORD_RULE =
  "Password must include at least one uppercase letter, one lowercase letter, one number, and one special character";

export const resetPasswordValueSchema = z
  .string({ error: "Password must be at least 8 characters" })
  .min(PASSWORD_MIN, "Password must be at least 8 characters")
  .max(RESET_PASSWORD_MAX, "Password is too long")
  .regex(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[!@#$%^&*]).*$/, RESET_PASSWORD_RULE);

export const resetPasswordSchema = z.object({
  token: z.string({ error: "The reset link is invalid or has expired." }).trim().min(1).max(200),
  password: resetPasswordValueSchema,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const resetPasswordFormSchema = z
  .object({ password: resetPasswordValueSchema, confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, {
    message: "Passwords do not match",
    path: ["confirmPassword"],
  });
export type ResetPasswordFormInput = z.infer<typeof resetPasswordFormSchema>;

export const changePasswordSchema = z.object({
  currentPassword: z
    .string({ error: "Current password is required" })
    .min(1, "Current password is required")
    .max(PASSWORD_MAX),
  newPassword: z
    .string({ error: "Password must be at least 8 characters" })
    .min(PASSWORD_MIN, "Password must be at least 8 characters")
    .max(PASSWORD_MAX, "Password is too long"),
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

export const changePasswordFormSchema = changePasswordSchema
  .extend({
    confirmPassword: z.string().min(PASSWORD_MIN, "Password must be at least 8 characters"),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: "Passwords do not match",
    path: ["confirmPassword"],
  });
export type ChangePasswordFormInput = z.infer<typeof changePasswordFormSchema>;

export const verificationCodeSchema = z.object({
  code: z
    .string({ error: "Verification code must be 6 digits" })
    .trim()
    .length(CODE_LENGTH, "Verification code must be 6 digits"),
});
export type VerificationCodeInput = z.infer<typeof verificationCodeSchema>;

export const deleteAccountSchema = z.object({
  username: z
    .string({ error: "Username confirmation is required" })
    .trim()
    .min(1, "Username confirmation is required")
    .max(254),
  password: z
    .string({ error: "Password confirmation is required" })
    .min(1, "Password confirmation is required")
    .max(PASSWORD_MAX),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

export const captchaSchema = z.object({
  captchaToken: z.string({ error: "CAPTCHA verification failed" }).min(1).max(10_000),
});

/** The user object the API returns: never a hash, secret or token. */
export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  displayName: z.string().nullable(),
  avatar: z.string().nullable(),
  email: z.string().nullable(),
  createdAt: z.string(),
  isAdmin: z.boolean(),
  isVerified: z.boolean(),
  isTwoFactorEnabled: z.boolean(),
  level: z.number().int().optional(),
  points: z.number().int(),
  experience: z.number().int(),
});
export type User = z.infer<typeof userSchema>;

export const loginReplySchema = z.union([
  userSchema,
  z.object({ requiresTwoFactor: z.literal(true) }),
]);
export type LoginReply = z.infer<typeof loginReplySchema>;

export const twoFactorSetupReplySchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  qrCodeDataUrl: z.string(),
});
export type TwoFactorSetupReply = z.infer<typeof twoFactorSetupReplySchema>;

export const sessionSummarySchema = z.object({
  id: z.number().int(),
  userAgent: z.string().nullable(),
  ipAddress: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
  isCurrent: z.boolean(),
});
export type SessionSummary = z.infer<typeof sessionSummarySchema>;

export const okReplySchema = z.object({ ok: z.literal(true), message: z.string().optional() });
export type OkReply = z.infer<typeof okReplySchema>;
