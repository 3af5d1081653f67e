import type { MerchandiseItem } from "../../../shared/merchandise";
import { MERCHANDISE_CONFIRM_PARAM } from "../../../shared/merchandise";
import { HOUR_MS } from "../../../shared/time-units";
import type { AppContext } from "../../app-context";
import { type AttemptLimit, consumeAttempt, refundAttempt } from "../../lib/attempt-limiter";
import { badRequest } from "../../lib/http-error";
import { createSecureToken, hashSecret } from "../../lib/secure-token";
import { enqueueMail } from "../mail-outbox";
import {
  confirmWaitlistByTokenHash,
  findMerchandiseItem,
  findMerchandiseItems,
  setWaitlistTokenHash,
  upsertWaitlistEntry,
} from "./merchandise.repo";

/** Confirmation e-mails: 3 an hour per address, 20 per network address, so nobody's inbox is flooded. */
export const WAITLIST_EMAIL_LIMIT: AttemptLimit = {
  kind: "merch-waitlist-email",
  max: 3,
  windowMs: HOUR_MS,
};
export const WAITLIST_IP_LIMIT: AttemptLimit = {
  kind: "merch-waitlist-ip",
  max: 20,
  windowMs: HOUR_MS,
};
export const INVALID_WAITLIST_LINK = "This link is invalid or has expired.";

export async function listMerchandise(context: AppContext): Promise<MerchandiseItem[]> {
  const rows = await findMerchandiseItems(context.db);
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    category: row.category,
    priceCents: Number(row.priceCents),
    currency: row.currency,
    image: row.image,
  }));
}

/**
 * Puts an address on the waitlist with double opt-in: a confirmation e-mail first, in the same
 * transaction as the row. Answers the same whether or not the address was listed already, so
 * the list cannot be probed; the list is apart from the newsletter (nobody asked for that).
 */
export async function joinWaitlist(
  context: AppContext,
  input: { email: string; itemId: number | null; ip: string },
): Promise<void> {
  const now = context.now();
  if (input.itemId !== null && !(await findMerchandiseItem(context.db, input.itemId))) {
    throw badRequest("Unknown merchandise item");
  }
  const ipSubject = [`ip:${input.ip}`];
  await consumeAttempt(context, WAITLIST_IP_LIMIT, ipSubject, now);
  try {
    await consumeAttempt(context, WAITLIST_EMAIL_LIMIT, [`email:${input.email}`], now);
  } catch (error) {
    await refundAttempt(context, WAITLIST_IP_LIMIT, ipSubject, now);
    throw error;
  }
  await context.db.transaction().execute(async (trx) => {
    const entry = await upsertWaitlistEntry(trx, input, now);
    if (entry.confirmed) return;
    const token = createSecureToken();
    await setWaitlistTokenHash(trx, entry.id, hashSecret(context.config.sessionSecret, token));
    const link = `${context.config.publicUrl}/merchandise?${MERCHANDISE_CONFIRM_PARAM}=${encodeURIComponent(token)}`;
    await enqueueMail(
      trx,
      {
        to: input.email,
        subject: "Confirm: tell me when GameHub merchandise is on sale",
        text: [
          "Hi,",
          "",
          "Please confirm that you want one e-mail when the GameHub store opens, by opening this link and pressing the button:",
          link,
          "",
          "If you did not ask for this, ignore this e-mail and you will hear nothing more.",
        ].join("\n"),
      },
      now,
    );
  });
}

export async function confirmWaitlist(context: AppContext, token: string): Promise<void> {
  const confirmed = await confirmWaitlistByTokenHash(
    context.db,
    hashSecret(context.config.sessionSecret, token),
    context.now(),
  );
  if (!confirmed) throw badRequest(INVALID_WAITLIST_LINK);
}
