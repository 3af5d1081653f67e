import { deferredComponent } from "../../../components/deferred-component";
import type { CommentFormProps } from "./comment-form-fields";

/*
 * The fields and their form library (react-hook-form) load with the form: only signed-in
 * readers see it. For a signed-in reader the article page preloads it before hydration
 * (deferred-component.tsx says why).
 */
const commentForm = deferredComponent<CommentFormProps>(
  () => import("./comment-form-fields").then((module) => module.CommentFormFields),
  <div aria-hidden="true" className="min-h-44" />,
);

/** The comment form of an article (comment-form-fields.tsx), loaded when it is shown. */
export const CommentForm = commentForm.Component;
export const preloadCommentForm = commentForm.preload;
