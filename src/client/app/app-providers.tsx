import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { ThemeProvider } from "./theme/theme-provider";

/**
 * The contexts every page reads: the query cache and the theme. Toasts need no provider here
 * (the Toaster loads Radix Toast with its provider on the first toast) and tooltips keep their
 * timings in components/ui/tooltip.tsx, so neither weighs on the first view.
 */
export function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>{children}</ThemeProvider>
    </QueryClientProvider>
  );
}
