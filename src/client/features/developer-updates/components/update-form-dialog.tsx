import { type FieldErrors, type Resolver, useForm } from "react-hook-form";
import type { z } from "zod";
import {
  DEVELOPER_UPDATE_CONTENT_MAX,
  DEVELOPER_UPDATE_TITLE_MAX,
  DEVELOPER_UPDATE_TYPES,
  type DeveloperUpdate,
  ROADMAP_STAGES,
  type RoadmapStage,
} from "../../../../shared/developer-updates";
import { MarkdownField } from "../../../components/post/markdown-field";
import { DialogActions } from "../../../components/ui/form-dialog-frame";
import { FormField } from "../../../components/ui/form-field";
import { Input, inputClassName } from "../../../components/ui/input";
import { ApiError } from "../../../lib/api";
import { cn } from "../../../lib/cn";
import { UPDATE_TYPE_LABELS } from "./update-badges";

/**
 * The admins' form for a developer update and its dialog frame, shared by 'New Update' on the
 * list (create-update-dialog.tsx) and 'Edit' on an update's page
 * (edit-update-dialog.tsx). Only those dialogs' chunks import it, loaded when
 * their button is first used, so zod, the schemas and the Markdown editor never weigh on a
 * visitor's first view.
 */

/** What the form holds: every field as its control gives it (tags as typed, comma-separated). */
export interface UpdateFormValues {
  title: string;
  updateType: string;
  roadmapStage: string;
  gameTitle: string;
  featuredImage: string;
  tags: string;
  content: string;
}

export const EMPTY_VALUES: UpdateFormValues = {
  title: "",
  updateType: "",
  roadmapStage: "planned",
  gameTitle: "",
  featuredImage: "",
  tags: "",
  content: "",
};

const ROADMAP_STAGE_LABELS: Record<RoadmapStage, string> = {
  planned: "Planned",
  "in-progress": "In Progress",
  done: "Done",
};

/** The form's values as an existing update holds them. */
export function formValuesOf(update: DeveloperUpdate): UpdateFormValues {
  return {
    title: update.title,
    updateType: update.updateType,
    roadmapStage: update.roadmapStage ?? "planned",
    gameTitle: update.gameTitle ?? "",
    featuredImage: update.featuredImage ?? "",
    tags: update.tags.join(", "),
    content: update.content,
  };
}

/** Tags are typed comma-separated; the shared schema trims them and drops '#' and repeats. */
export function splitTags(text: string): string[] {
  return text
    .split(",")
    .map((tag) => tag.trim())
    .filter((tag) => tag !== "");
}

/** The create payload the form's values make; a stage is sent for roadmap updates only. */
export function payloadOf(values: UpdateFormValues): Record<string, unknown> {
  return {
    title: values.title,
    updateType: values.updateType === "" ? undefined : values.updateType,
    roadmapStage: values.updateType === "roadmap" ? values.roadmapStage || "planned" : null,
    gameTitle: values.gameTitle,
    featuredImage: values.featuredImage,
    tags: splitTags(values.tags),
    content: values.content,
  };
}

/** An edit sends only what changed (the server keeps the rest, PATCH semantics). */
export function changedPayloadOf(
  values: UpdateFormValues,
  initial: UpdateFormValues,
): Record<string, unknown> {
  const next = payloadOf(values);
  const before = payloadOf(initial);
  return Object.fromEntries(
    Object.entries(next).filter(
      ([key, value]) => JSON.stringify(value) !== JSON.stringify(before[key]),
    ),
  );
}

/**
 * Checks the payload the values make with the shared schema, so every message is the server's
 * own; each message goes under its field (a tag's message under Tags), a message about the
 * whole form (nothing changed) above the buttons.
 */
export function schemaResolver<T>(
  schema: z.ZodType<T>,
  toPayload: (values: UpdateFormValues) => Record<string, unknown>,
): Resolver<UpdateFormValues, unknown, T> {
  return async (values) => {
    const result = schema.safeParse(toPayload(values));
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const key = issue.path.length > 0 ? String(issue.path[0]) : "root";
      errors[key] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<UpdateFormValues> };
  };
}

export function serverMessageOf(error: unknown, fallback: string): string {
  return (error instanceof ApiError ? error.serverMessage : undefined) ?? fallback;
}

interface UpdateFormProps<T> {
  defaultValues: UpdateFormValues;
  resolver: Resolver<UpdateFormValues, unknown, T>;
  submitLabel: string;
  isPending: boolean;
  onValid: (input: T) => void;
}

/** The fields: title, type, stage (roadmap updates), game, image, tags and the Markdown content. */
export function UpdateForm<T>({
  defaultValues,
  resolver,
  submitLabel,
  isPending,
  onValid,
}: UpdateFormProps<T>) {
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<UpdateFormValues, unknown, T>({ resolver, defaultValues });
  const updateType = watch("updateType");
  const content = watch("content");

  return (
    <form
      onSubmit={handleSubmit((input) => {
        if (!isPending) onValid(input);
      })}
      noValidate
      className="grid gap-4"
    >
      <FormField label="Title" error={errors.title?.message}>
        <Input
          placeholder="What is this update about?"
          maxLength={DEVELOPER_UPDATE_TITLE_MAX}
          {...register("title")}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Type" error={errors.updateType?.message}>
          <select className={cn(inputClassName, "cursor-pointer")} {...register("updateType")}>
            <option value="">Select a type</option>
            {DEVELOPER_UPDATE_TYPES.map((type) => (
              <option key={type} value={type}>
                {UPDATE_TYPE_LABELS[type]}
              </option>
            ))}
          </select>
        </FormField>
        {updateType === "roadmap" ? (
          <FormField
            label="Roadmap stage"
            error={errors.roadmapStage?.message}
            description="The column of the roadmap this update sits in."
          >
            <select className={cn(inputClassName, "cursor-pointer")} {...register("roadmapStage")}>
              {ROADMAP_STAGES.map((stage) => (
                <option key={stage} value={stage}>
                  {ROADMAP_STAGE_LABELS[stage]}
                </option>
              ))}
            </select>
          </FormField>
        ) : null}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Game (optional)" error={errors.gameTitle?.message}>
          <Input placeholder="e.g. Starfall Odyssey" maxLength={100} {...register("gameTitle")} />
        </FormField>
        <FormField label="Featured image URL (optional)" error={errors.featuredImage?.message}>
          <Input
            type="url"
            inputMode="url"
            placeholder="/images/news/… or https://…"
            {...register("featuredImage")}
          />
        </FormField>
      </div>
      <FormField
        label="Tags (optional)"
        error={errors.tags?.message}
        description="Separate tags with commas (up to 8)."
      >
        <Input placeholder="e.g. roadmap, co-op, modding" {...register("tags")} />
      </FormField>
      <MarkdownField
        label="Content"
        placeholder="Write the update in Markdown…"
        rows={10}
        maxLength={DEVELOPER_UPDATE_CONTENT_MAX}
        value={content}
        error={errors.content?.message}
        {...register("content")}
      />
      {errors.root?.message ? (
        <p role="alert" className="font-medium text-error text-sm">
          {errors.root.message}
        </p>
      ) : null}
      <DialogActions isPending={isPending}>{submitLabel}</DialogActions>
    </form>
  );
}
