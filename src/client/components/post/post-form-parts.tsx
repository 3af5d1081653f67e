import { Check, Send } from "lucide-react";
import type { ReactNode } from "react";
import { ApiError } from "../../lib/api";
import { Button } from "../ui/button";
import { Spinner } from "../ui/spinner";

/** The server's own words for a refused post (429 too fast, 403 locked...), else `fallback`. */
export function serverMessageOf(error: unknown, fallback: string): string {
  return (error instanceof ApiError && error.serverMessage) || fallback;
}

/** Why the server refused the form, under its fields. */
export function PostFormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="text-error text-sm">
      {message}
    </p>
  );
}

/** The send button under a new comment or reply ("Post Reply"), waiting while it is posted. */
export function PostSubmitRow({
  isSubmitting,
  children,
}: {
  isSubmitting: boolean;
  children: ReactNode;
}) {
  return (
    <div className="flex justify-end">
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? (
          <Spinner className="h-4 w-4 text-current" label="Posting" />
        ) : (
          <Send aria-hidden="true" className="h-4 w-4" />
        )}
        {children}
      </Button>
    </div>
  );
}

/** Cancel and Save changes under a post edited in place. */
export function EditFormButtons({
  isSaving,
  onCancel,
}: {
  isSaving: boolean;
  onCancel: () => void;
}) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={isSaving}>
        {isSaving ? (
          <Spinner className="h-4 w-4 text-current" label="Saving" />
        ) : (
          <Check aria-hidden="true" className="h-4 w-4" />
        )}
        Save changes
      </Button>
    </div>
  );
}
