import type { ComponentProps } from "react";
import { CODE_LENGTH } from "../../../shared/auth-limits";
import { cn } from "../../lib/cn";
import { Input } from "./input";

/**
 * A 6-digit code field (2FA, deletion codes): numeric keyboard on phones, and the browser
 * offers codes it received by SMS or from a password manager.
 */
export function CodeInput({ className, ...props }: ComponentProps<"input">) {
  return (
    <Input
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={CODE_LENGTH}
      placeholder="000000"
      className={cn("max-w-48 font-mono text-lg tracking-[0.4em]", className)}
      {...props}
    />
  );
}
