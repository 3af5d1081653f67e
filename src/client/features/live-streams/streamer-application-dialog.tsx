import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ChangeEvent, useState } from "react";
import { useForm } from "react-hook-form";
import {
  type StreamerApplicationInput,
  streamerApplicationSchema,
} from "../../../shared/live-streams";
import {
  CHANNEL_URL_EXAMPLES,
  platformOfUrl,
  STREAM_CATEGORIES,
  STREAM_PLATFORM_NAMES,
  STREAM_PLATFORMS,
  STREAMER_PITCH_MAX,
  type StreamPlatform,
} from "../../../shared/live-streams-limits";
import type { DeferredPartProps } from "../../components/ui/deferred-part";
import { DialogActions, FormDialogFrame } from "../../components/ui/form-dialog-frame";
import { FormField } from "../../components/ui/form-field";
import { Input, inputClassName } from "../../components/ui/input";
import { ApiError, sendJson } from "../../lib/api";
import { cn } from "../../lib/cn";
import { lazyZodResolver } from "../../lib/lazy-zod-resolver";
import { queryKeys } from "../../lib/query-keys";
import { toast } from "../../lib/toast";
import { BecomeStreamerTrigger } from "./become-streamer-trigger";

interface ApplicationValues {
  platform: StreamPlatform;
  channelUrl: string;
  categories: string[];
  pitch: string;
}

const DEFAULT_VALUES: ApplicationValues = {
  platform: "twitch",
  channelUrl: "",
  categories: [],
  pitch: "",
};

export const APPLICATION_SENT_TITLE = "Application sent";
export const APPLICATION_SENT_MESSAGE = "We'll review your channel and let you know.";
export const APPLICATION_FAILED_TITLE = "Application not sent";
const APPLICATION_FAILED_MESSAGE = "Please try again later";

/** This chunk is the dialog's own: zod comes with it, the hook-form adapter lazily. */
const resolver = lazyZodResolver(async () => streamerApplicationSchema);

function failureMessage(error: unknown): string {
  return (
    (error instanceof ApiError ? error.serverMessage : undefined) ?? APPLICATION_FAILED_MESSAGE
  );
}

/**
 * The streamer application (POST /api/streamer-applications): the shared schema checks every
 * field before anything is sent; a refused application keeps the dialog open with what was
 * typed, a sent one closes it and the card shows it waiting for review.
 */
export function StreamerApplicationDialog(_props: DeferredPartProps) {
  const [isOpen, setIsOpen] = useState(true);
  const queryClient = useQueryClient();
  const send = useMutation({
    mutationFn: (input: StreamerApplicationInput) =>
      sendJson("POST", "/api/streamer-applications", input),
  });
  const {
    register,
    handleSubmit,
    reset,
    watch,
    getValues,
    setValue,
    formState: { errors, isSubmitted },
  } = useForm<ApplicationValues, unknown, StreamerApplicationInput>({
    resolver: resolver as never,
    defaultValues: DEFAULT_VALUES,
  });
  const platform = watch("platform");

  // The address names its platform: choose it as it is typed, so a YouTube address is never
  // checked as a Twitch one.
  function handleChannelUrlChange(event: ChangeEvent<HTMLInputElement>) {
    const named = platformOfUrl(event.target.value);
    if (named !== null && named !== getValues("platform")) {
      setValue("platform", named, { shouldValidate: isSubmitted });
    }
  }

  function handleOpenChange(next: boolean) {
    setIsOpen(next);
    if (!next) {
      reset(DEFAULT_VALUES);
      send.reset();
    }
  }

  const handleValid = (input: StreamerApplicationInput) => {
    if (send.isPending) return;
    send.mutate(input, {
      onSuccess: () => {
        toast({ title: APPLICATION_SENT_TITLE, description: APPLICATION_SENT_MESSAGE });
        void queryClient.invalidateQueries({ queryKey: queryKeys.liveStreams.myApplication });
        handleOpenChange(false);
      },
      onError: (error) =>
        toast({
          title: APPLICATION_FAILED_TITLE,
          description: failureMessage(error),
          variant: "destructive",
        }),
    });
  };

  return (
    <FormDialogFrame
      isOpen={isOpen}
      onOpenChange={handleOpenChange}
      trigger={<BecomeStreamerTrigger />}
      title="Become a Streamer"
      description="Tell us about your channel. Once approved, your live streams appear on GameHub automatically."
      className="max-w-xl"
    >
      <form onSubmit={handleSubmit(handleValid)} noValidate className="grid gap-4">
        <FormField label="Platform" error={errors.platform?.message}>
          <select className={cn(inputClassName, "cursor-pointer")} {...register("platform")}>
            {STREAM_PLATFORMS.map((option) => (
              <option key={option} value={option}>
                {STREAM_PLATFORM_NAMES[option]}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label="Channel address" error={errors.channelUrl?.message}>
          <Input
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder={CHANNEL_URL_EXAMPLES[platform] ?? CHANNEL_URL_EXAMPLES.twitch}
            {...register("channelUrl", { onChange: handleChannelUrlChange })}
          />
        </FormField>
        <fieldset className="grid gap-2">
          <legend className="mb-1 font-medium text-foreground text-sm">What you stream</legend>
          <div className="grid grid-cols-2 gap-2">
            {STREAM_CATEGORIES.map((category) => (
              <label
                key={category}
                className="flex cursor-pointer items-center gap-2 rounded-lg border border-border px-3 py-2 text-sm capitalize has-[:checked]:border-primary"
              >
                <input
                  type="checkbox"
                  value={category}
                  className="h-4 w-4 accent-[var(--primary)]"
                  {...register("categories")}
                />
                {category}
              </label>
            ))}
          </div>
          {errors.categories?.message ? (
            <p role="alert" className="text-error text-sm">
              {errors.categories.message}
            </p>
          ) : null}
        </fieldset>
        <FormField label="About your streams" error={errors.pitch?.message}>
          <textarea
            rows={4}
            maxLength={STREAMER_PITCH_MAX}
            placeholder="What you play, when you stream and what makes your streams fun..."
            className={cn(inputClassName, "h-auto min-h-28 resize-y")}
            {...register("pitch")}
          />
        </FormField>
        {send.isError ? (
          <p
            role="alert"
            className="rounded-lg border border-destructive/60 bg-destructive/10 px-3 py-2 font-medium text-red-300 text-sm"
          >
            {failureMessage(send.error)}
          </p>
        ) : null}
        <DialogActions isPending={send.isPending} pendingLabel="Sending">
          Send Application
        </DialogActions>
      </form>
    </FormDialogFrame>
  );
}
