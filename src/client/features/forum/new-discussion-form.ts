import { z } from "zod";
import { createThreadSchema, parseTagInput, threadTagsSchema } from "../../../shared/forum";

/**
 * The dialog's form: the shared create schema, with tags typed as one comma-separated field and
 * turned into the list the server takes. Loaded with the form's first check.
 */
export const newDiscussionFormSchema = createThreadSchema.extend({
  tags: z.string().transform(parseTagInput).pipe(threadTagsSchema),
});
