import { isValidId } from "../../../shared/ids-limits";

/** The :userId of /user/{userId}: a positive whole number in the database's range, else undefined. */
export function parseUserId(value: string | undefined): number | undefined {
  if (!value || !/^\d{1,10}$/.test(value)) return undefined;
  const id = Number(value);
  return isValidId(id) ? id : undefined;
}
