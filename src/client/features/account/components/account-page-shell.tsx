import type { ReactNode } from "react";
import { Breadcrumb } from "../../../components/ui/breadcrumb";
import { PageHeader } from "../../../components/ui/page-header";

interface AccountPageShellProps {
  title: string;
  description: ReactNode;
  children: ReactNode;
}

/** Breadcrumb, heading and width of the account settings page (the /profile/* pages use ProfileShell). */
export function AccountPageShell({ title, description, children }: AccountPageShellProps) {
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 sm:py-10 lg:py-12">
      <Breadcrumb current={title} className="mb-4" />
      <PageHeader eyebrow="Account" title={title} description={description} className="mb-8" />
      {children}
    </div>
  );
}
