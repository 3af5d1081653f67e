import { useId } from "react";
import { type Resolver, useForm } from "react-hook-form";
import { Alert } from "../../../components/ui/alert";
import { DialogActions } from "../../../components/ui/form-dialog-frame";
import { FormField } from "../../../components/ui/form-field";
import { Input, inputClassName } from "../../../components/ui/input";
import { ApiError } from "../../../lib/api";
import { cn } from "../../../lib/cn";
import { errorText } from "../admin-format";
import { type RetroGameFormValues, slugFromTitle } from "./retro-games-form-values";

interface RetroGameFormProps<T> {
  defaultValues: RetroGameFormValues;
  resolver: Resolver<RetroGameFormValues, unknown, T>;
  /** A new game takes its slug from its title until the slug is typed. */
  isNew: boolean;
  /** The genres the arcade has, offered as suggestions. */
  genres: readonly string[];
  submitLabel: string;
  /** Saves; a refusal is shown in the form, with the typed values kept. */
  onValid: (input: T) => Promise<unknown>;
}

/**
 * Every editable field of a retro game, checked with the shared schema before it is sent;
 * the server's refusal (a slug in use, a rate limit) is shown under the form.
 */
export function RetroGameForm<T>({
  defaultValues,
  resolver,
  isNew,
  genres,
  submitLabel,
  onValid,
}: RetroGameFormProps<T>) {
  const genreListId = useId();
  const {
    register,
    handleSubmit,
    setValue,
    getFieldState,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RetroGameFormValues, unknown, T>({ resolver, defaultValues });

  const titleField = register("title", {
    onChange: (event: { target: { value: string } }) => {
      if (isNew && !getFieldState("slug").isDirty) {
        setValue("slug", slugFromTitle(event.target.value));
      }
    },
  });

  const onSubmit = handleSubmit(async (input) => {
    try {
      await onValid(input);
    } catch (error) {
      const message = errorText(error, "The game was not saved. Please try again.");
      if (error instanceof ApiError && error.status === 409) {
        setError("slug", { type: "server", message }, { shouldFocus: true });
      } else {
        setError("root.server", { type: "server", message });
      }
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField label="Title" error={errors.title?.message}>
          <Input maxLength={100} autoComplete="off" {...titleField} />
        </FormField>
        <FormField
          label="Slug"
          error={errors.slug?.message}
          description="The game's address: /retro-games?game=slug."
        >
          <Input maxLength={80} autoComplete="off" spellCheck={false} {...register("slug")} />
        </FormField>
        <FormField label="Developer" error={errors.developer?.message}>
          <Input maxLength={100} autoComplete="off" {...register("developer")} />
        </FormField>
        <FormField label="Genre" error={errors.genre?.message}>
          <Input maxLength={60} autoComplete="off" list={genreListId} {...register("genre")} />
        </FormField>
        <datalist id={genreListId}>
          {genres.map((genre) => (
            <option key={genre} value={genre} />
          ))}
        </datalist>
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-3">
        <FormField label="Year" error={errors.year?.message}>
          <Input type="number" inputMode="numeric" min={1970} max={2100} {...register("year")} />
        </FormField>
        <FormField
          label="Rating (0–5)"
          error={errors.rating?.message}
          description={isNew ? "In halves; empty is 0." : "In halves."}
        >
          <Input
            type="number"
            inputMode="decimal"
            min={0}
            max={5}
            step={0.5}
            {...register("rating")}
          />
        </FormField>
        <FormField
          label="Place in the library"
          error={errors.sortOrder?.message}
          description={isNew ? "Lower comes first; empty is 100." : "Lower comes first."}
        >
          <Input type="number" inputMode="numeric" min={0} max={10000} {...register("sortOrder")} />
        </FormField>
      </div>
      <FormField
        label="Cover image"
        error={errors.image?.message}
        description="A site path (/images/retro/…) or an https:// address."
      >
        <Input
          maxLength={500}
          autoComplete="off"
          spellCheck={false}
          placeholder="/images/retro/…"
          {...register("image")}
        />
      </FormField>
      <FormField
        label="Embed address (optional)"
        error={errors.embedUrl?.message}
        description="An external player's https:// address. Leave it empty for a game played from its uploaded bundle; a bundle wins over an embed."
      >
        <Input
          type="url"
          inputMode="url"
          maxLength={500}
          autoComplete="off"
          spellCheck={false}
          placeholder="https://archive.org/embed/…"
          {...register("embedUrl")}
        />
      </FormField>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField
          label="Source or licence (optional)"
          error={errors.source?.message}
          description="Where the game comes from, shown under it."
        >
          <Input maxLength={200} autoComplete="off" {...register("source")} />
        </FormField>
        <FormField label="Controls (optional)" error={errors.controls?.message}>
          <Input maxLength={500} autoComplete="off" {...register("controls")} />
        </FormField>
      </div>
      <FormField label="Description" error={errors.description?.message}>
        <textarea
          rows={4}
          maxLength={2000}
          className={cn(inputClassName, "h-auto min-h-24 resize-y")}
          {...register("description")}
        />
      </FormField>
      {errors.root?.server?.message ? (
        <Alert variant="destructive" title="The game was not saved">
          {errors.root.server.message}
        </Alert>
      ) : errors.root?.message ? (
        <p role="alert" className="font-medium text-sm">
          {errors.root.message}
        </p>
      ) : null}
      <DialogActions isPending={isSubmitting}>{submitLabel}</DialogActions>
    </form>
  );
}
