import { QueryClientProvider } from "@tanstack/react-query";
import { Toast } from "radix-ui";
import { useState } from "react";
import { RouterProvider } from "react-router";
import { TooltipProvider } from "../components/ui/tooltip";
import { applyStoredAppearance } from "../features/appearance/apply-stored-appearance";
import { createQueryClient } from "../lib/query-client";
import { TOAST_DURATION_MS, TOAST_SWIPE_DIRECTION, TOAST_SWIPE_THRESHOLD_PX } from "../lib/toast";
import "./fonts";
import { createAppRouter } from "./router";
import { ThemeProvider } from "./theme/theme-provider";

// Runs as this module loads, before React renders into the empty #root, so the first content
// painted already has the stored font size, contrast and motion.
applyStoredAppearance();

export function App() {
  // Created once per mount, so tests that mount the app get a fresh cache and router.
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createAppRouter);
  return (
    <QueryClientProvider client={queryClient}>
      <Toast.Provider
        duration={TOAST_DURATION_MS}
        swipeDirection={TOAST_SWIPE_DIRECTION}
        swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      >
        <TooltipProvider>
          <ThemeProvider>
            <RouterProvider router={router} />
          </ThemeProvider>
        </TooltipProvider>
      </Toast.Provider>
    </QueryClientProvider>
  );
}
