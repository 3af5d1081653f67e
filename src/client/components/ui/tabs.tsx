import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";
import {
  Tab,
  TabList,
  TabPanel,
  type TabPanelProps,
  type TabProps,
  TabsRoot,
  type TabsRootProps,
} from "./tabs-primitives";

/**
 * The site's tabs (behaviour in tabs-primitives.tsx). `<Tabs value onValueChange>` (or
 * defaultValue), then `<TabsList>` of `<TabsTrigger value>`, then one `<TabsContent value>` per tab.
 */
export function Tabs({ className, ...props }: TabsRootProps) {
  return <TabsRoot className={cn("flex flex-col gap-6", className)} {...props} />;
}

export function TabsList({ className, ...props }: ComponentProps<typeof TabList>) {
  return (
    <TabList
      className={cn(
        "inline-flex w-full items-center gap-1 rounded-xl border border-border bg-background/50 p-1",
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: TabProps) {
  return (
    <Tab
      className={cn(
        "inline-flex h-9 flex-1 items-center justify-center gap-2 whitespace-nowrap rounded-lg px-3 font-display font-semibold text-muted-foreground text-sm uppercase tracking-wider outline-none transition hover:text-foreground focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-primary data-[state=active]:text-primary-foreground data-[state=active]:shadow-[0_0_18px_-6px_var(--primary)]",
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: TabPanelProps) {
  return (
    <TabPanel
      className={cn("outline-none data-[state=active]:animate-fade-in", className)}
      {...props}
    />
  );
}
