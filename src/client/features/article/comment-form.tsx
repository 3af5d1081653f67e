import { lazy, Suspense } from "react";
import type { CommentFormProps } from "./comment-form-fields";

/** The fields and their form library (react-hook-form) load with the form: only signed-in readers see it. */
const CommentFormFields = lazy(() =>
  import("./comment-form-fields").then((module) => ({ default: module.CommentFormFields })),
);

/** The comment form of an article (comment-form-fields.tsx), loaded when it is shown. */
export function CommentForm(props: CommentFormProps) {
  return (
    <Suspense fallback={<div aria-hidden="true" className="min-h-44" />}>
      <CommentFormFields {...props} />
    </Suspense>
  );
}
