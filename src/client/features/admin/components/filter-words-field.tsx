import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";

/** A filter form's words field (the form sends it as `q`). */
export function FilterWordsField({
  label,
  defaultValue,
  placeholder,
  className = "w-full sm:w-72",
}: {
  label: string;
  defaultValue: string;
  placeholder?: string;
  className?: string;
}) {
  return (
    <FormField label={label} className={className}>
      <Input
        name="q"
        type="search"
        defaultValue={defaultValue}
        maxLength={100}
        autoComplete="off"
        placeholder={placeholder}
      />
    </FormField>
  );
}
