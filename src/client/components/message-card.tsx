import type { ComponentType, ReactNode, SVGProps } from "react";
import { cn } from "../lib/cn";
import { Card } from "./ui/card";

interface MessageCardProps {
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** The page's heading (an h1: the card stands in for the page). */
  title: string;
  /** "alert" when the card reports a problem, so screen readers announce it. */
  role?: "alert";
  className?: string;
  /** The text and the way out (a link back, a retry). */
  children: ReactNode;
}

/** A centred card that replaces a page's content: not found, unavailable, nothing yet. */
export function MessageCard({ icon: Icon, title, role, className, children }: MessageCardProps) {
  return (
    <Card
      role={role}
      className={cn("mx-auto w-full max-w-xl px-6 py-12 text-center sm:px-12", className)}
    >
      <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-2xl bg-primary/15 text-primary">
        <Icon aria-hidden="true" className="h-7 w-7" />
      </span>
      <h1 className="mt-6 font-bold font-display text-3xl uppercase tracking-tight">{title}</h1>
      {children}
    </Card>
  );
}
