import { Spinner } from "./ui/spinner";

/** Shown in the main area while a page's code chunk loads for the first time. */
export function PageFallback() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner className="h-8 w-8" label="Loading page" />
    </div>
  );
}
