import { Plus } from "lucide-react";
import { useRef } from "react";
import {
  type Control,
  type FieldErrors,
  type UseFormRegister,
  useFieldArray,
} from "react-hook-form";
import { Button } from "../../../components/ui/button";
import { FieldError, FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { EMPTY_MOD_LINK, type GuideFormOutput, type GuideFormValues } from "./guides-form-values";
import { RepeatableGroup } from "./guides-repeatable-group";

/** The guide's essential mods: up to 20 Nexus Mods links, each a name, address and line. */
export function GuideModLinkFields({
  control,
  register,
  errors,
}: {
  control: Control<GuideFormValues, unknown, GuideFormOutput>;
  register: UseFormRegister<GuideFormValues>;
  errors: FieldErrors<GuideFormValues>;
}) {
  const { fields, append, remove, move } = useFieldArray({ control, name: "nexusModsLinks" });
  const addButton = useRef<HTMLButtonElement>(null);

  return (
    <section aria-labelledby="guide-mods-heading" className="grid gap-3">
      <h3 id="guide-mods-heading" className="font-bold font-display text-lg uppercase">
        Mod links
      </h3>
      {fields.length === 0 ? (
        <p className="text-muted-foreground text-sm">
          No mod links: the guide page leaves them out.
        </p>
      ) : null}
      {fields.map((field, index) => {
        const linkErrors = errors.nexusModsLinks?.[index];
        return (
          <RepeatableGroup
            key={field.id}
            legend={`Mod link ${index + 1}`}
            index={index}
            count={fields.length}
            onMove={move}
            onRemove={() => {
              remove(index);
              addButton.current?.focus();
            }}
          >
            <div className="grid items-start gap-3 sm:grid-cols-2">
              <FormField label="Mod name" error={linkErrors?.name?.message}>
                <Input maxLength={100} {...register(`nexusModsLinks.${index}.name`)} />
              </FormField>
              <FormField label="Address" error={linkErrors?.url?.message}>
                <Input
                  type="url"
                  inputMode="url"
                  spellCheck={false}
                  placeholder="https://www.nexusmods.com/..."
                  {...register(`nexusModsLinks.${index}.url`)}
                />
              </FormField>
            </div>
            <FormField label="What it does" error={linkErrors?.description?.message}>
              <Input maxLength={300} {...register(`nexusModsLinks.${index}.description`)} />
            </FormField>
          </RepeatableGroup>
        );
      })}
      <FieldError
        message={errors.nexusModsLinks?.root?.message ?? errors.nexusModsLinks?.message}
      />
      <div>
        <Button
          ref={addButton}
          variant="outline"
          size="sm"
          disabled={fields.length >= 20}
          onClick={() => append({ ...EMPTY_MOD_LINK })}
        >
          <Plus aria-hidden="true" className="h-3.5 w-3.5" />
          Add mod link
        </Button>
      </div>
    </section>
  );
}
