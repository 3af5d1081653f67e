import type { ComponentType, ReactNode, SVGProps } from "react";
import { cn } from "../lib/cn";
import { Link } from "../lib/router";
import { Button, type ButtonProps } from "./ui/button";

type Icon = ComponentType<SVGProps<SVGSVGElement>>;

interface LinkButtonProps extends Pick<ButtonProps, "variant" | "size" | "className"> {
  to: string;
  /** Drawn before the label (decorative: the label names the link). */
  icon?: Icon;
  /** Drawn after the label, e.g. an arrow. */
  trailingIcon?: Icon;
  /** Full width on phones, its own width from 640 px: the rows of calls to action. */
  stretch?: boolean;
  children: ReactNode;
}

/** An in-site link that looks like a button. */
export function LinkButton({
  to,
  icon: LeadingIcon,
  trailingIcon: TrailingIcon,
  stretch = false,
  className,
  children,
  ...buttonProps
}: LinkButtonProps) {
  const iconSize = buttonProps.size === "lg" ? "h-5 w-5" : "h-4 w-4";
  return (
    <Button asChild {...buttonProps} className={cn(stretch && "w-full sm:w-auto", className)}>
      <Link to={to}>
        {LeadingIcon ? <LeadingIcon aria-hidden="true" className={iconSize} /> : null}
        {children}
        {TrailingIcon ? <TrailingIcon aria-hidden="true" className="h-4 w-4" /> : null}
      </Link>
    </Button>
  );
}
