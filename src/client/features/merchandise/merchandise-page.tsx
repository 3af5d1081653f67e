import { useMutation } from "@tanstack/react-query";
import { CheckCircle2, ShoppingBag } from "lucide-react";
import { useState } from "react";
import { MERCHANDISE_CONFIRM_PARAM } from "../../../shared/merchandise-limits";
import { type PageQueries, pageQuery } from "../../app/page-data";
import { Card } from "../../components/ui/card";
import { PageHeader } from "../../components/ui/page-header";
import { Skeleton } from "../../components/ui/skeleton";
import { ApiError, sendJson } from "../../lib/api";
import { cn } from "../../lib/cn";
import { useSearchParams } from "../../lib/router";
import { NotifyForm } from "./notify-form";
import { merchandiseQuery, useMerchandise } from "./use-merchandise";

export const pageQueries: PageQueries = () => [pageQuery(merchandiseQuery())];

const CATEGORY_LABELS: Record<string, string> = {
  apparel: "Apparel",
  accessories: "Accessories",
  collectibles: "Collectibles",
};

function formatPrice(cents: number, currency: string): string {
  return new Intl.NumberFormat("en-US", { style: "currency", currency }).format(cents / 100);
}

/** The e-mailed link lands here with ?confirm=<token>; pressing the button confirms. */
function ConfirmWaitlist({ token }: { token: string }) {
  const confirm = useMutation({
    mutationFn: () => sendJson("POST", "/api/merchandise/confirm", { token }),
  });
  if (confirm.isSuccess) {
    return (
      <p role="status" className="flex items-center gap-2 text-green-300">
        <CheckCircle2 aria-hidden="true" className="h-5 w-5" />
        Confirmed: we'll e-mail you once when the store opens.
      </p>
    );
  }
  return (
    <div className="grid gap-2">
      <p className="text-foreground">
        Confirm that you want one e-mail when the GameHub store opens.
      </p>
      <button
        type="button"
        onClick={() => confirm.mutate()}
        disabled={confirm.isPending}
        className="w-fit rounded-lg bg-primary px-4 py-2 font-semibold text-primary-foreground"
      >
        Confirm
      </button>
      {confirm.isError ? (
        <p role="alert" className="text-error text-sm">
          {(confirm.error instanceof ApiError && confirm.error.serverMessage) ||
            "Please try again later"}
        </p>
      ) : null}
    </div>
  );
}

/** /merchandise: the catalogue of GameHub gear (prices shown, no payments yet) and "Notify me". */
export function MerchandisePage() {
  const query = useMerchandise();
  const [searchParams] = useSearchParams();
  const token = searchParams.get(MERCHANDISE_CONFIRM_PARAM);
  const [category, setCategory] = useState("");
  const items = (query.data?.items ?? []).filter((item) => !category || item.category === category);
  const categories = [...new Set((query.data?.items ?? []).map((item) => item.category))];

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
      <PageHeader
        eyebrow="Merchandise"
        title="GameHub Gear"
        description="Shirts, hoodies and desk gear for the community. The store is not open yet: leave your address and we'll tell you the day it opens."
      />
      <Card className="mt-8 p-5 sm:p-6">
        {token ? <ConfirmWaitlist token={token} /> : <NotifyForm />}
      </Card>

      <fieldset className="mt-10 flex flex-wrap gap-2">
        <legend className="sr-only">Categories</legend>
        {["", ...categories].map((value) => (
          <button
            key={value || "all"}
            type="button"
            aria-pressed={category === value}
            onClick={() => setCategory(value)}
            className={cn(
              "rounded-full border px-4 py-1.5 font-semibold text-sm transition",
              category === value
                ? "border-primary bg-primary text-primary-foreground"
                : "border-border text-foreground hover:border-primary",
            )}
          >
            {value ? (CATEGORY_LABELS[value] ?? value) : "All"}
          </button>
        ))}
      </fieldset>

      <section aria-label="Catalogue" className="mt-6">
        {query.isPending ? (
          <Skeleton className="h-80 w-full rounded-[var(--radius-card)]" />
        ) : query.isError ? (
          <p role="alert" className="text-error">
            The catalogue could not be loaded. Please try again in a moment.
          </p>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {items.map((item, index) => (
              <li key={item.id}>
                <Card className="flex h-full flex-col overflow-hidden p-0">
                  <img
                    src={item.image}
                    alt={item.name}
                    width={400}
                    height={400}
                    loading={index < 4 ? "eager" : "lazy"}
                    decoding="async"
                    className="aspect-square h-auto w-full object-cover"
                  />
                  <div className="flex flex-1 flex-col gap-2 p-5">
                    <p className="font-semibold text-primary text-xs uppercase tracking-wider">
                      {CATEGORY_LABELS[item.category] ?? item.category}
                    </p>
                    <h2 className="font-bold font-display text-foreground text-xl">{item.name}</h2>
                    <p className="text-muted-foreground text-sm">{item.description}</p>
                    <p className="mt-auto flex items-center justify-between pt-2">
                      <span className="font-bold text-foreground text-lg">
                        {formatPrice(item.priceCents, item.currency)}
                      </span>
                      <span className="inline-flex items-center gap-1 text-muted-foreground text-xs">
                        <ShoppingBag aria-hidden="true" className="h-3.5 w-3.5" />
                        Coming soon
                      </span>
                    </p>
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
