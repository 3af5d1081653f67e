import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useRef, useState } from "react";
import { SearchBox } from "../../../components/search-box";
import { Button } from "../../../components/ui/button";
import type { DeferredPartProps } from "../../../components/ui/deferred-part";
import { Tooltip } from "../../../components/ui/tooltip";
import { SearchButton } from "./search-button";

/**
 * The small-screen search overlay, loaded when its button is first used. A Radix
 * dialog: focus moves into the field, stays inside, and Escape or the close button closes it.
 */
export function SearchDialog({ className }: { className?: string } & DeferredPartProps) {
  const [isOpen, setIsOpen] = useState(true);
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <Dialog.Root open={isOpen} onOpenChange={setIsOpen}>
      <Tooltip content="Search">
        <Dialog.Trigger asChild>
          <SearchButton className={className} />
        </Dialog.Trigger>
      </Tooltip>
      <Dialog.Portal>
        <Dialog.Overlay className="animate-fade-in fixed inset-0 z-50 bg-black/70 backdrop-blur-sm" />
        <Dialog.Content
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            inputRef.current?.focus();
          }}
          className="animate-slide-down fixed inset-x-0 top-0 z-50 border-border border-b bg-popover/95 p-4 shadow-2xl backdrop-blur-xl"
        >
          <Dialog.Title className="sr-only">Search GameHub</Dialog.Title>
          <div className="mx-auto flex max-w-2xl items-center gap-2">
            <SearchBox
              inputRef={inputRef}
              placeholder="Search games, news, guides..."
              onSearch={() => setIsOpen(false)}
              className="flex-1"
            />
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label="Close search">
                <X className="h-5 w-5" aria-hidden="true" />
              </Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
