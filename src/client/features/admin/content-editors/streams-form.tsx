import { type Resolver, useForm } from "react-hook-form";
import type { StreamerApplication } from "../../../../shared/live-streams";
import {
  STREAM_CATEGORIES,
  STREAM_PLATFORMS,
  STREAM_STATUSES,
} from "../../../../shared/live-streams-limits";
import { Alert } from "../../../components/ui/alert";
import { DialogActions } from "../../../components/ui/form-dialog-frame";
import { FormField } from "../../../components/ui/form-field";
import { Input, inputClassName } from "../../../components/ui/input";
import { cn } from "../../../lib/cn";
import { errorText } from "../admin-format";
import { PLATFORM_LABELS, type StreamFormValues, valuesOfStreamer } from "./streams-form-values";

const STATUS_LABELS = { scheduled: "Scheduled (upcoming)", live: "Live now", ended: "Ended" };
const selectClassName = cn(inputClassName, "cursor-pointer capitalize");

interface StreamFormProps<T> {
  defaultValues: StreamFormValues;
  resolver: Resolver<StreamFormValues, unknown, T>;
  /** New streams only: the approved streamers to pick the channel from. */
  streamers?: readonly StreamerApplication[];
  submitLabel: string;
  isPending: boolean;
  /** The failed save; the form keeps what was typed. */
  error: unknown;
  onValid: (input: T) => void;
}

/**
 * Every field of a live stream, checked with the server's schema before it is sent. A new
 * stream can belong to an approved streamer's channel: choosing one fills in the platform,
 * channel link, name and avatar, which stay editable.
 */
export function StreamForm<T>({
  defaultValues,
  resolver,
  streamers,
  submitLabel,
  isPending,
  error,
  onValid,
}: StreamFormProps<T>) {
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<StreamFormValues, unknown, T>({ resolver, defaultValues });

  function handleStreamerChange(id: string) {
    const application = streamers?.find((item) => String(item.id) === id);
    if (!application) return;
    for (const [name, value] of Object.entries(valuesOfStreamer(application))) {
      setValue(name as keyof StreamFormValues, value, { shouldDirty: true });
    }
  }

  return (
    <form
      onSubmit={handleSubmit((input) => {
        if (!isPending) onValid(input);
      })}
      noValidate
      className="grid gap-4"
    >
      {streamers ? (
        <FormField
          label="Approved streamer"
          error={errors.applicationId?.message}
          description="The stream becomes the live one when this channel goes live near the planned start."
        >
          <select
            className={cn(inputClassName, "cursor-pointer")}
            {...register("applicationId", {
              onChange: (event) => handleStreamerChange(event.target.value),
            })}
          >
            <option value="">None (the site's own stream)</option>
            {streamers.map((application) => (
              <option key={application.id} value={application.id}>
                {application.applicant.username} · {PLATFORM_LABELS[application.platform]}/
                {application.channel}
              </option>
            ))}
          </select>
        </FormField>
      ) : null}
      <FormField label="Title" error={errors.title?.message}>
        <Input maxLength={140} {...register("title")} />
      </FormField>
      <div className="grid items-start gap-4 sm:grid-cols-3">
        <FormField label="Platform" error={errors.platform?.message}>
          <select className={cn(inputClassName, "cursor-pointer")} {...register("platform")}>
            {STREAM_PLATFORMS.map((platform) => (
              <option key={platform} value={platform}>
                {PLATFORM_LABELS[platform]}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label="Category" error={errors.category?.message}>
          <select className={selectClassName} {...register("category")}>
            {STREAM_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label="Status" error={errors.status?.message}>
          <select className={cn(inputClassName, "cursor-pointer")} {...register("status")}>
            {STREAM_STATUSES.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField
          label="Start"
          error={errors.startedAt?.message}
          description="The planned start of an upcoming stream, in your time zone."
        >
          <Input type="datetime-local" {...register("startedAt")} />
        </FormField>
        <FormField label="Viewers" error={errors.viewerCount?.message}>
          <Input type="number" inputMode="numeric" min={0} {...register("viewerCount")} />
        </FormField>
      </div>
      <FormField label="Stream link" error={errors.streamUrl?.message}>
        <Input
          type="url"
          inputMode="url"
          placeholder="https://www.twitch.tv/…"
          {...register("streamUrl")}
        />
      </FormField>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField label="Streamer name" error={errors.streamerName?.message}>
          <Input maxLength={60} {...register("streamerName")} />
        </FormField>
        <FormField label="Game (optional)" error={errors.gameTitle?.message}>
          <Input maxLength={100} placeholder="e.g. Starfall Odyssey" {...register("gameTitle")} />
        </FormField>
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField label="Thumbnail (optional)" error={errors.thumbnailUrl?.message}>
          <Input placeholder="/images/… or https://…" {...register("thumbnailUrl")} />
        </FormField>
        <FormField label="Streamer avatar (optional)" error={errors.streamerAvatar?.message}>
          <Input placeholder="/images/… or https://…" {...register("streamerAvatar")} />
        </FormField>
      </div>
      <FormField
        label="Tags (optional)"
        error={errors.tags?.message}
        description="Separate tags with commas (up to 10)."
      >
        <Input placeholder="e.g. ranked, co-op" {...register("tags")} />
      </FormField>
      <FormField label="Description (optional)" error={errors.description?.message}>
        <textarea
          rows={3}
          maxLength={1000}
          className={cn(inputClassName, "h-auto min-h-20 resize-y")}
          {...register("description")}
        />
      </FormField>
      {errors.root?.message ? (
        <p role="alert" className="font-medium text-destructive text-sm">
          {errors.root.message}
        </p>
      ) : null}
      {error ? (
        <Alert variant="destructive" title="The stream was not saved">
          {errorText(error, "Please try again.")}
        </Alert>
      ) : null}
      <DialogActions isPending={isPending}>{submitLabel}</DialogActions>
    </form>
  );
}
