import { useEffect, useState } from "react";
import { loadOnce, menuTriggerProps, useDeferredPart } from "../../../components/ui/deferred-part";
import { COPIED_INDICATOR_MS } from "../blog-home-constants";
import { ShareButton } from "./share-button";

interface ShareMenuProps {
  postId: number;
  title: string;
}

const loadShareMenu = loadOnce(() =>
  import("./share-menu-content").then((module) => module.ShareMenuContent),
);

/**
 * A card's share button; its menu (share-menu-content.tsx: copy the link, or the device's share
 * sheet) loads when the button is first used. A copied link shows a tick for a moment.
 */
export function ShareMenu({ postId, title }: ShareMenuProps) {
  const [copied, setCopied] = useState(false);
  const menu = useDeferredPart(loadShareMenu);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_INDICATOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  if (menu.Loaded) {
    return (
      <menu.Loaded
        postId={postId}
        title={title}
        copied={copied}
        onCopied={() => setCopied(true)}
        openedWith={menu.openedWith}
      />
    );
  }
  return <ShareButton title={title} copied={copied} {...menuTriggerProps(menu)} />;
}
