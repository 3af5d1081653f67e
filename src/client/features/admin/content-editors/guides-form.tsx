import { Save } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import {
  createGuideSchema,
  type Guide,
  type GuideChanges,
  type NewGuide,
  updateGuideSchema,
} from "../../../../shared/guides";
import { GUIDE_DIFFICULTIES } from "../../../../shared/guides-limits";
import { Alert } from "../../../components/ui/alert";
import { DialogActions } from "../../../components/ui/form-dialog-frame";
import { FieldError, FormField } from "../../../components/ui/form-field";
import { Input, inputClassName } from "../../../components/ui/input";
import { cn } from "../../../lib/cn";
import { errorText } from "../admin-format";
import { payloadResolver } from "./content-form-resolver";
import {
  EMPTY_GUIDE_VALUES,
  type GuideFormOutput,
  type GuideFormValues,
  guideChangesOf,
  guideFieldOf,
  guideFormValuesOf,
  guidePayloadOf,
} from "./guides-form-values";
import { GuideModLinkFields } from "./guides-mod-link-fields";
import { GuideSectionFields } from "./guides-section-fields";

const createResolver = payloadResolver<GuideFormValues, typeof createGuideSchema>(
  createGuideSchema,
  guidePayloadOf,
  guideFieldOf,
);

/** An edit is checked and sent as the fields that changed (PATCH keeps the rest). */
function updateResolverFor(initial: GuideFormValues) {
  return payloadResolver<GuideFormValues, typeof updateGuideSchema>(
    updateGuideSchema,
    (values) => guideChangesOf(values, initial),
    guideFieldOf,
  );
}

const PAIR = "grid items-start gap-4 sm:grid-cols-2";
const TEXTAREA = cn(inputClassName, "h-auto min-h-20 resize-y");

/** A game the guide can be about. */
export interface GameChoice {
  slug: string;
  title: string;
}

interface GuideFormProps {
  /** The saved guide being edited, or null for a new one. */
  guide: Guide | null;
  /** Every game of the catalogue, by title: loaded before the form, so the select shows its value. */
  games: readonly GameChoice[];
  isPending: boolean;
  failure: unknown;
  onCreate: (input: NewGuide) => void;
  onUpdate: (changes: GuideChanges) => void;
}

/**
 * Every field of a guide: the facts, the sections and mod links as repeatable groups, tags,
 * tips and tricks; checked with the shared schema, kept as typed when the server refuses.
 */
export function GuideForm({
  guide,
  games,
  isPending,
  failure,
  onCreate,
  onUpdate,
}: GuideFormProps) {
  const [initial] = useState(() => (guide ? guideFormValuesOf(guide) : EMPTY_GUIDE_VALUES));
  const [resolver] = useState(() => (guide ? updateResolverFor(initial) : createResolver));
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<GuideFormValues, unknown, GuideFormOutput>({ resolver, defaultValues: initial });

  const onSubmit = handleSubmit((input) => {
    if (isPending) return;
    if (guide) onUpdate(input as GuideChanges);
    else onCreate(input as NewGuide);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <FormField label="Title" error={errors.title?.message}>
        <Input maxLength={150} autoComplete="off" {...register("title")} />
      </FormField>
      <FormField
        label="Description"
        error={errors.description?.message}
        description="20 to 500 characters, shown on the guide's card."
      >
        <textarea rows={3} maxLength={500} className={TEXTAREA} {...register("description")} />
      </FormField>
      <div className={PAIR}>
        <FormField label="Game" error={errors.gameSlug?.message}>
          <select className={cn(inputClassName, "cursor-pointer")} {...register("gameSlug")}>
            <option value="">Choose a game</option>
            {games.map((game) => (
              <option key={game.slug} value={game.slug}>
                {game.title}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label="Difficulty" error={errors.difficulty?.message}>
          <select className={cn(inputClassName, "cursor-pointer")} {...register("difficulty")}>
            <option value="">Choose a difficulty</option>
            {GUIDE_DIFFICULTIES.map((difficulty) => (
              <option key={difficulty} value={difficulty}>
                {difficulty}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      <div className={PAIR}>
        <FormField label="Read time (minutes)" error={errors.readTime?.message}>
          <Input type="number" inputMode="numeric" min={1} max={240} {...register("readTime")} />
        </FormField>
        <FormField
          label="Thumbnail"
          error={errors.thumbnail?.message}
          description="A site path (/images/...)."
        >
          <Input spellCheck={false} {...register("thumbnail")} />
        </FormField>
      </div>
      <FormField
        label="Tags"
        error={errors.tags?.message}
        description="Separated by commas, up to 10."
      >
        <Input autoComplete="off" placeholder="e.g. Beginner, Combat" {...register("tags")} />
      </FormField>
      <GuideSectionFields control={control} register={register} errors={errors} />
      <GuideModLinkFields control={control} register={register} errors={errors} />
      <div className={PAIR}>
        <FormField label="Tips" error={errors.tips?.message} description="One per line, up to 20.">
          <textarea rows={4} className={TEXTAREA} {...register("tips")} />
        </FormField>
        <FormField
          label="Tricks"
          error={errors.tricks?.message}
          description="One per line, up to 20."
        >
          <textarea rows={4} className={TEXTAREA} {...register("tricks")} />
        </FormField>
      </div>
      <FieldError message={errors.root?.message} />
      {failure ? (
        <Alert
          variant="destructive"
          title={guide ? "The guide was not saved" : "The guide was not created"}
        >
          {errorText(failure, "Please try again.")}
        </Alert>
      ) : null}
      <DialogActions isPending={isPending} icon={Save} className="mt-1">
        {guide ? "Save changes" : "Create guide"}
      </DialogActions>
    </form>
  );
}
