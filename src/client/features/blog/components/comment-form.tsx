import { lazy, Suspense } from "react";
import type { CommentFormProps } from "./comment-form-fields";

type FieldsModule = typeof import("./comment-form-fields");
let loadedFields: FieldsModule | undefined;

/**
 * The fields and their form library (react-hook-form) load with the form: only signed-in
 * readers see it. For a signed-in reader the server draws the form, so the browser loads this
 * before taking the page over (the article page's preloadScreen): the form is then taken over
 * with the rest of the page. Arriving later, it would be drawn again from scratch, losing what
 * was typed, and a click in between would reach no handler.
 */
export function preloadCommentForm(): Promise<FieldsModule> {
  return import("./comment-form-fields").then((module) => {
    loadedFields = module;
    return module;
  });
}

const LazyCommentFormFields = lazy(() =>
  preloadCommentForm().then((module) => ({ default: module.CommentFormFields })),
);

/** The comment form of an article (comment-form-fields.tsx), loaded when it is shown. */
export function CommentForm(props: CommentFormProps) {
  const Fields = loadedFields?.CommentFormFields ?? LazyCommentFormFields;
  return (
    <Suspense fallback={<div aria-hidden="true" className="min-h-44" />}>
      <Fields {...props} />
    </Suspense>
  );
}
