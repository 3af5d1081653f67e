import type { SimpleIcon } from "simple-icons";

/** A brand logo from simple-icons (bundled, never hot-linked); lucide has no brand marks. */
export function BrandIcon({ icon, className }: { icon: SimpleIcon; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <path d={icon.path} />
    </svg>
  );
}
