import { type Control, Controller, type FieldErrors, type UseFormRegister } from "react-hook-form";
import { Checkbox } from "../../../components/ui/checkbox";
import { FieldError, FormField } from "../../../components/ui/form-field";
import { Input, inputClassName } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { cn } from "../../../lib/cn";
import type { GameFormOutput, GameFormValues } from "./games-form-values";

interface GameFormFieldsProps {
  register: UseFormRegister<GameFormValues>;
  control: Control<GameFormValues, unknown, GameFormOutput>;
  errors: FieldErrors<GameFormValues>;
  /** A new game: its slug can be typed. A saved game's slug is its hub's address and stays. */
  isNew: boolean;
  slug: string;
}

const PAIR = "grid items-start gap-4 sm:grid-cols-2";

/** Every editable field of a game, two to a row from 640 px. */
export function GameFormFields({ register, control, errors, isNew, slug }: GameFormFieldsProps) {
  return (
    <>
      <div className={PAIR}>
        <FormField label="Title" error={errors.title?.message}>
          <Input maxLength={100} autoComplete="off" {...register("title")} />
        </FormField>
        {isNew ? (
          <FormField
            label="Slug"
            error={errors.slug?.message}
            description="The hub's address: /games/slug. Lower-case letters, digits, hyphens."
          >
            <Input maxLength={80} autoComplete="off" spellCheck={false} {...register("slug")} />
          </FormField>
        ) : (
          <div className="grid content-start gap-2">
            <p className="font-medium text-foreground text-sm leading-none">Slug</p>
            <p className="flex h-11 items-center font-mono text-muted-foreground text-sm">
              /games/{slug}
            </p>
          </div>
        )}
      </div>
      <FormField
        label="Description"
        error={errors.description?.message}
        description="20 to 2,000 characters."
      >
        <textarea
          rows={4}
          maxLength={2000}
          className={cn(inputClassName, "h-auto min-h-24 resize-y")}
          {...register("description")}
        />
      </FormField>
      <div className={PAIR}>
        <FormField label="Genre" error={errors.genre?.message}>
          <Input maxLength={60} {...register("genre")} />
        </FormField>
        <FormField label="Developer" error={errors.developer?.message}>
          <Input maxLength={100} {...register("developer")} />
        </FormField>
      </div>
      <div className={PAIR}>
        <FormField
          label="Tags"
          error={errors.tags?.message}
          description="Separated by commas, up to 12."
        >
          <Input autoComplete="off" placeholder="e.g. Open World, Action" {...register("tags")} />
        </FormField>
        <FormField label="Players" error={errors.players?.message} description="e.g. 1-4">
          <Input maxLength={20} {...register("players")} />
        </FormField>
      </div>
      <div className={PAIR}>
        <FormField
          label="Image"
          error={errors.image?.message}
          description="A site path (/images/...) or an https:// address."
        >
          <Input spellCheck={false} {...register("image")} />
        </FormField>
        <FormField
          label="Fallback image"
          error={errors.fallbackImage?.message}
          description="Shown when the image cannot load."
        >
          <Input spellCheck={false} {...register("fallbackImage")} />
        </FormField>
      </div>
      <div className={PAIR}>
        <FormField label="Logo (optional)" error={errors.logo?.message}>
          <Input spellCheck={false} placeholder="/images/..." {...register("logo")} />
        </FormField>
        <FormField label="Official site" error={errors.officialUrl?.message}>
          <Input
            type="url"
            inputMode="url"
            spellCheck={false}
            placeholder="https://"
            {...register("officialUrl")}
          />
        </FormField>
      </div>
      <div className={PAIR}>
        <FormField label="Twitter link (optional)" error={errors.twitterUrl?.message}>
          <Input type="url" inputMode="url" spellCheck={false} {...register("twitterUrl")} />
        </FormField>
        <FormField label="Facebook link (optional)" error={errors.facebookUrl?.message}>
          <Input type="url" inputMode="url" spellCheck={false} {...register("facebookUrl")} />
        </FormField>
      </div>
      <div className={PAIR}>
        <FormField
          label="Action label (optional)"
          error={errors.action?.message}
          description="The card's button; blank shows “Explore”."
        >
          <Input maxLength={40} placeholder="e.g. Play Now" {...register("action")} />
        </FormField>
        <FormField
          label="Action link (optional)"
          error={errors.actionUrl?.message}
          description="A site path (/games/...) or an https:// address."
        >
          <Input spellCheck={false} {...register("actionUrl")} />
        </FormField>
      </div>
      <div className={PAIR}>
        <div className="grid content-start gap-2">
          <div className="flex h-11 items-center gap-3">
            <Controller
              control={control}
              name="isFeatured"
              render={({ field }) => (
                <Checkbox
                  id="game-is-featured"
                  checked={field.value}
                  onCheckedChange={(checked) => field.onChange(checked === true)}
                  onBlur={field.onBlur}
                  ref={field.ref}
                />
              )}
            />
            <Label htmlFor="game-is-featured">Featured on /games</Label>
          </div>
          <FieldError message={errors.isFeatured?.message} />
        </div>
        <FormField
          label="Featured order"
          error={errors.featuredOrder?.message}
          description="0 to 1000; lower comes first."
        >
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            max={1000}
            {...register("featuredOrder")}
          />
        </FormField>
      </div>
      <FormField
        label="Baseline search count"
        error={errors.baselineSearchCount?.message}
        description="Searches counted before the site's own, for the top games list."
        className="sm:w-1/2 sm:pr-2"
      >
        <Input type="number" inputMode="numeric" min={0} {...register("baselineSearchCount")} />
      </FormField>
    </>
  );
}
