import { House, SearchX } from "lucide-react";
import { type ComponentType, type SVGProps, useEffect } from "react";
import { SITE_NAME } from "../../shared/routes";
import { LinkButton } from "./link-button";
import { MessageCard } from "./message-card";

interface NotFoundScreenProps {
  /** The heading, and the tab's title ("Guide Not Found"). */
  title: string;
  /** One sentence on what is missing. */
  text: string;
  /** The way back to the list the item belongs to. */
  backTo: string;
  backLabel: string;
  backIcon: ComponentType<SVGProps<SVGSVGElement>>;
}

/**
 * What a detail page (a discussion, a guide, a game...) shows for an unknown, deleted or
 * hidden item: the server answered 404 and drew this screen, with a way back to its list.
 */
export function NotFoundScreen({ title, text, backTo, backLabel, backIcon }: NotFoundScreenProps) {
  // The same title the server wrote for the 404, also after a link from inside the site.
  useEffect(() => {
    document.title = `${title} | ${SITE_NAME}`;
  }, [title]);
  return (
    <div className="mx-auto flex w-full max-w-2xl px-4 py-12 sm:px-6 sm:py-20">
      <MessageCard icon={SearchX} title={title}>
        <p className="mt-3 text-foreground/85">{text}</p>
        <div className="mt-8 flex flex-col flex-wrap justify-center gap-3 sm:flex-row">
          <LinkButton to={backTo} stretch icon={backIcon}>
            {backLabel}
          </LinkButton>
          <LinkButton to="/" variant="outline" stretch icon={House}>
            Go Home
          </LinkButton>
        </div>
      </MessageCard>
    </div>
  );
}
