import { type ComponentType, type ReactNode, type SVGProps, useEffect } from "react";
import { SITE_NAME } from "../../shared/routes";
import { ApiError } from "../lib/api";
import { cn } from "../lib/cn";
import { Link } from "../lib/router";
import { LinkButton } from "./link-button";
import { MessageCard } from "./message-card";
import { Button } from "./ui/button";
import { Card } from "./ui/card";
import { Skeleton } from "./ui/skeleton";
import { Spinner } from "./ui/spinner";

type Icon = ComponentType<SVGProps<SVGSVGElement>>;

/** What a detail page reads of its query (TanStack Query's result has these fields). */
export interface DetailQuery<Data> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: Data | undefined;
}

interface DetailLoadingProps {
  /** The thing that loads, in the status line: "discussion" gives "Loading discussion...". */
  noun: string;
  /** Classes of the last grey block, in the shape of the page's main content. */
  bodyClassName?: string;
}

/** A detail page while its item loads: a status line and grey blocks in the card's shape. */
export function DetailLoading({ noun, bodyClassName = "h-24" }: DetailLoadingProps) {
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6">
      <Card className="grid gap-4 p-5 sm:p-8">
        <p role="status" className="flex items-center gap-2 text-muted-foreground">
          <Spinner className="h-4 w-4" label="Loading" />
          Loading {noun}...
        </p>
        <Skeleton className="h-9 w-3/4" />
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className={cn("w-full", bodyClassName)} />
      </Card>
    </div>
  );
}

interface DetailUnavailableProps {
  icon: Icon;
  /** "Discussion Unavailable". */
  title: string;
  /** The sentence under it: "The discussion could not be loaded. Please try again in a moment." */
  text: string;
  /** A way back to the list, when the page has one. */
  back?: { to: string; label: string; icon: Icon };
}

/** A detail page whose item could not be read (a server or network failure, not a 404). */
export function DetailUnavailable({ icon, title, text, back }: DetailUnavailableProps) {
  return (
    <div className="mx-auto flex w-full max-w-2xl px-4 py-12 sm:px-6 sm:py-20">
      <MessageCard role="alert" icon={icon} title={title}>
        <p className="mt-3 text-foreground/85">{text}</p>
        {back ? (
          <LinkButton to={back.to} icon={back.icon} className="mt-8">
            {back.label}
          </LinkButton>
        ) : null}
      </MessageCard>
    </div>
  );
}

/** The small link above a detail page's card, back to the list it belongs to. */
export function DetailBackLink({
  to,
  icon: BackIcon,
  children,
}: {
  to: string;
  icon: Icon;
  children: ReactNode;
}) {
  return (
    <Button asChild variant="ghost" size="sm" className="-ml-3">
      <Link to={to}>
        <BackIcon aria-hidden="true" className="h-4 w-4" />
        {children}
      </Link>
    </Button>
  );
}

/** The tab's title names the item once it is read ("Patch 1.2 | GameHub"). */
export function useDetailTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = `${title} | ${SITE_NAME}`;
  }, [title]);
}

/** True when the server answered that the item does not exist (or is hidden from the reader). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

interface DetailStatesProps<Data> {
  query: DetailQuery<Data>;
  /** Drawn while the item loads. */
  loading: ReactNode;
  /** Drawn when the server answered 404. */
  notFound: ReactNode;
  /** Drawn when the read failed otherwise. */
  unavailable: ReactNode;
  /** The page itself, once the item is there. */
  children: (data: Data) => ReactNode;
}

/**
 * The states every detail page (a discussion, a feedback item, an update, a guide, a game)
 * goes through: loading, not found, could not be loaded, and the item itself.
 */
export function DetailStates<Data>({
  query,
  loading,
  notFound,
  unavailable,
  children,
}: DetailStatesProps<Data>) {
  if (query.isPending) return loading;
  if (query.isError && isNotFound(query.error)) return notFound;
  if (query.isError || query.data === undefined || query.data === null) return unavailable;
  return children(query.data);
}
