import { Plus } from "lucide-react";
import { useRef } from "react";
import {
  type Control,
  type FieldErrors,
  type UseFormRegister,
  useFieldArray,
} from "react-hook-form";
import { GUIDE_SECTION_TYPES, type GuideSectionType } from "../../../../shared/guides-limits";
import { Button } from "../../../components/ui/button";
import { FieldError, FormField } from "../../../components/ui/form-field";
import { Input, inputClassName } from "../../../components/ui/input";
import { cn } from "../../../lib/cn";
import { EMPTY_SECTION, type GuideFormOutput, type GuideFormValues } from "./guides-form-values";
import { RepeatableGroup } from "./guides-repeatable-group";

const SECTION_TYPE_LABELS: Record<GuideSectionType, string> = {
  text: "Text",
  tips: "Tips",
  mods: "Mods",
  tricks: "Tricks",
};

/** Up to 30 sections, in the order the guide page shows them; each a title, a kind and text. */
export function GuideSectionFields({
  control,
  register,
  errors,
}: {
  control: Control<GuideFormValues, unknown, GuideFormOutput>;
  register: UseFormRegister<GuideFormValues>;
  errors: FieldErrors<GuideFormValues>;
}) {
  const { fields, append, remove, move } = useFieldArray({ control, name: "sections" });
  const addButton = useRef<HTMLButtonElement>(null);

  return (
    <section aria-labelledby="guide-sections-heading" className="grid gap-3">
      <h3 id="guide-sections-heading" className="font-bold font-display text-lg uppercase">
        Sections
      </h3>
      {fields.map((field, index) => {
        const sectionErrors = errors.sections?.[index];
        return (
          <RepeatableGroup
            key={field.id}
            legend={`Section ${index + 1}`}
            index={index}
            count={fields.length}
            onMove={move}
            onRemove={() => {
              remove(index);
              addButton.current?.focus();
            }}
          >
            <div className="grid items-start gap-3 sm:grid-cols-[minmax(0,1fr)_10rem]">
              <FormField label="Title" error={sectionErrors?.title?.message}>
                <Input maxLength={150} {...register(`sections.${index}.title`)} />
              </FormField>
              <FormField label="Kind" error={sectionErrors?.type?.message}>
                <select
                  className={cn(inputClassName, "cursor-pointer")}
                  {...register(`sections.${index}.type`)}
                >
                  {GUIDE_SECTION_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {SECTION_TYPE_LABELS[type]}
                    </option>
                  ))}
                </select>
              </FormField>
            </div>
            <FormField label="Content" error={sectionErrors?.content?.message}>
              <textarea
                rows={4}
                maxLength={10_000}
                className={cn(inputClassName, "h-auto min-h-24 resize-y")}
                {...register(`sections.${index}.content`)}
              />
            </FormField>
          </RepeatableGroup>
        );
      })}
      <FieldError message={errors.sections?.root?.message ?? errors.sections?.message} />
      <div>
        <Button
          ref={addButton}
          variant="outline"
          size="sm"
          disabled={fields.length >= 30}
          onClick={() => append({ ...EMPTY_SECTION })}
        >
          <Plus aria-hidden="true" className="h-3.5 w-3.5" />
          Add section
        </Button>
      </div>
    </section>
  );
}
