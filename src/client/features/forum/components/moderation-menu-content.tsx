import {
  ChevronRight,
  Eye,
  EyeOff,
  Flame,
  FolderInput,
  Lock,
  LockOpen,
  Pin,
  PinOff,
  Star,
  StarOff,
} from "lucide-react";
import { DropdownMenu } from "radix-ui";
import type { DeferredPartProps } from "../../../components/ui/deferred-part";
import {
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  MENU_ITEM_CLASS,
  useFirstOpenFocus,
} from "../../../components/ui/dropdown-menu";
import { cn } from "../../../lib/cn";
import { useForumCategories } from "../hooks/use-forum-categories";
import { ModerateButton } from "./moderate-button";
import type { ModerationMenuProps } from "./moderation-menu";

/** Pin, lock, feature, hot topic, hide and move: each item sends one change (PATCH). */
export function ModerationMenuContent({
  thread,
  isBusy,
  onModerate,
  openedWith,
}: ModerationMenuProps & DeferredPartProps) {
  const focusFirst = useFirstOpenFocus(openedWith);
  const categories = useForumCategories();
  const otherCategories = (categories.data ?? []).filter((item) => item.id !== thread.categoryId);

  return (
    <DropdownMenu.Root defaultOpen modal={false}>
      <DropdownMenu.Trigger asChild>
        <ModerateButton disabled={isBusy} />
      </DropdownMenu.Trigger>
      <DropdownMenuContent ref={focusFirst} align="end">
        <DropdownMenuLabel>Moderation</DropdownMenuLabel>
        <DropdownMenuItem
          onSelect={() =>
            onModerate(
              { isSticky: !thread.isSticky },
              thread.isSticky ? "Discussion unpinned" : "Discussion pinned",
            )
          }
        >
          {thread.isSticky ? (
            <PinOff aria-hidden="true" className="h-4 w-4" />
          ) : (
            <Pin aria-hidden="true" className="h-4 w-4" />
          )}
          {thread.isSticky ? "Unpin" : "Pin"}
        </DropdownMenuItem>
        <DropdownMenuItem
          onSelect={() =>
            onModerate(
              { isLocked: !thread.isLocked },
              thread.isLocked ? "Discussion unlocked" : "Discussion locked",
            )
          }
        >
          {thread.isLocked ? (
            <LockOpen aria-hidden="true" className="h-4 w-4" />
          ) : (
            <Lock aria-hidden="true" className="h-4 w-4" />
          )}
          {thread.isLocked ? "Unlock" : "Lock"}
        </DropdownMenuItem>
        <DropdownMenuItem
          onSelect={() =>
            onModerate(
              { isFeatured: !thread.isFeatured },
              thread.isFeatured ? "No longer featured" : "Discussion featured",
            )
          }
        >
          {thread.isFeatured ? (
            <StarOff aria-hidden="true" className="h-4 w-4" />
          ) : (
            <Star aria-hidden="true" className="h-4 w-4" />
          )}
          {thread.isFeatured ? "Unfeature" : "Feature"}
        </DropdownMenuItem>
        <DropdownMenuItem
          onSelect={() =>
            onModerate(
              { isHotTopic: !thread.isHotTopic },
              thread.isHotTopic ? "No longer a hot topic" : "Marked as hot topic",
            )
          }
        >
          <Flame aria-hidden="true" className="h-4 w-4" />
          {thread.isHotTopic ? "Remove hot topic" : "Mark as hot topic"}
        </DropdownMenuItem>
        <DropdownMenu.Sub>
          <DropdownMenu.SubTrigger
            className={cn(MENU_ITEM_CLASS, "data-[state=open]:bg-primary/15")}
          >
            <FolderInput aria-hidden="true" className="h-4 w-4" />
            Move to category
            <ChevronRight aria-hidden="true" className="ml-auto h-4 w-4" />
          </DropdownMenu.SubTrigger>
          <DropdownMenu.Portal>
            <DropdownMenu.SubContent
              collisionPadding={12}
              className="animate-pop-in z-50 min-w-48 overflow-hidden rounded-xl border border-border bg-popover/95 p-1.5 text-foreground shadow-2xl backdrop-blur-xl"
            >
              {categories.isPending ? (
                <DropdownMenuItem disabled>Loading categories…</DropdownMenuItem>
              ) : otherCategories.length === 0 ? (
                <DropdownMenuItem disabled>No other category</DropdownMenuItem>
              ) : (
                otherCategories.map((category) => (
                  <DropdownMenuItem
                    key={category.id}
                    onSelect={() =>
                      onModerate({ categoryId: category.id }, `Moved to ${category.name}`)
                    }
                  >
                    <span
                      aria-hidden="true"
                      className="h-2.5 w-2.5 rounded-full"
                      style={{ backgroundColor: category.color }}
                    />
                    {category.name}
                  </DropdownMenuItem>
                ))
              )}
            </DropdownMenu.SubContent>
          </DropdownMenu.Portal>
        </DropdownMenu.Sub>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          onSelect={() =>
            onModerate(
              { isHidden: !thread.isHidden },
              thread.isHidden ? "Discussion visible again" : "Discussion hidden",
            )
          }
          className={thread.isHidden ? undefined : "text-error"}
        >
          {thread.isHidden ? (
            <Eye aria-hidden="true" className="h-4 w-4" />
          ) : (
            <EyeOff aria-hidden="true" className="h-4 w-4" />
          )}
          {thread.isHidden ? "Unhide" : "Hide"}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu.Root>
  );
}
