import { type ClassValue, clsx } from "clsx";

/** Joins class names, skipping falsy ones. */
export function cn(...classes: ClassValue[]): string {
  return clsx(classes);
}
