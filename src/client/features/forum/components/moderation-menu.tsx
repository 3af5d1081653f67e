import type { ForumThread, UpdateThread } from "../../../../shared/forum";
import { loadOnce, menuTriggerProps, useDeferredPart } from "../../../components/ui/deferred-part";
import { ModerateButton } from "./moderate-button";

export interface ModerationMenuProps {
  thread: ForumThread;
  isBusy: boolean;
  onModerate: (patch: UpdateThread, done: string) => void;
}

const loadMenu = loadOnce(() =>
  import("./moderation-menu-content").then((module) => module.ModerationMenuContent),
);

/** Admins' menu on a discussion; the menu itself loads when first opened. */
export function ModerationMenu(props: ModerationMenuProps) {
  const menu = useDeferredPart(loadMenu);
  if (menu.Loaded) return <menu.Loaded {...props} openedWith={menu.openedWith} />;
  return <ModerateButton disabled={props.isBusy} {...menuTriggerProps(menu)} />;
}
