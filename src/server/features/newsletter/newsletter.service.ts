import { createHmac } from "node:crypto";
import { NEWSLETTER_CONFIRM_PATH, NEWSLETTER_UNSUBSCRIBE_PATH } from "../../../shared/newsletter";
import { HOUR_MS } from "../../../shared/time-units";
import type { AppContext } from "../../app-context";
import { type AttemptLimit, consumeAttempt, refundAttempt } from "../../lib/attempt-limiter";
import { badRequest } from "../../lib/http-error";
import { createSecureToken, hashSecret, secretsEqual } from "../../lib/secure-token";
import { enqueueMail } from "../mail-outbox";
import {
  confirmSubscriberByTokenHash,
  deleteSubscriber,
  insertSubscriber,
  setConfirmationTokenHash,
} from "./newsletter.repo";
import { issueEmailHtml } from "./newsletter-mail";

export type SubscriptionSource = "footer" | "blog";

/** Confirmation e-mails: 5 an hour per address, 20 per IP, so nobody's inbox can be flooded. */
export const NEWSLETTER_EMAIL_LIMIT: AttemptLimit = {
  kind: "newsletter-email",
  max: 5,
  windowMs: HOUR_MS,
};
export const NEWSLETTER_IP_LIMIT: AttemptLimit = {
  kind: "newsletter-ip",
  max: 20,
  windowMs: HOUR_MS,
};

export const INVALID_NEWSLETTER_LINK = "This link is invalid or has expired.";

/**
 * Subscribing twice is a success, not an error: the visitor's wish (to be subscribed) holds
 * either way, and answering differently would tell strangers who is on the list. Until the
 * address is confirmed, each subscription sends a fresh confirmation link (double opt-in).
 */
export async function subscribe(
  context: AppContext,
  input: { email: string; name?: string | undefined; source: SubscriptionSource; ip: string },
): Promise<void> {
  const now = context.now();
  const email = input.email.toLowerCase();
  const emailSubject = [`email:${email}`];
  const ipSubject = [`ip:${input.ip}`];
  // Each limit is checked and recorded in one step; refused by the address, the IP's attempt is given back.
  await consumeAttempt(context, NEWSLETTER_IP_LIMIT, ipSubject, now);
  try {
    await consumeAttempt(context, NEWSLETTER_EMAIL_LIMIT, emailSubject, now);
  } catch (error) {
    await refundAttempt(context, NEWSLETTER_IP_LIMIT, ipSubject, now);
    throw error;
  }

  // The subscriber, its confirmation token and the e-mail with the link commit together.
  await context.db.transaction().execute(async (trx) => {
    const subscriber = await insertSubscriber(trx, {
      email,
      name: input.name ?? null,
      source: input.source,
      createdAt: now.toISOString(),
    });
    if (subscriber.confirmed) return;
    const token = createSecureToken();
    await setConfirmationTokenHash(
      trx,
      subscriber.id,
      hashSecret(context.config.sessionSecret, token),
    );
    // Links are built from PUBLIC_URL, never from the request's Host header.
    const link = `${context.config.publicUrl}${NEWSLETTER_CONFIRM_PATH}?token=${encodeURIComponent(token)}`;
    await sendNewsletterMail(
      { ...context, db: trx },
      {
        subscriberId: subscriber.id,
        to: email,
        subject: "Confirm your GameHub newsletter subscription",
        text: [
          input.name ? `Hi ${input.name},` : "Hi,",
          "",
          "Please confirm that you want the GameHub newsletter by opening this link and pressing the button:",
          link,
          "",
          "If you did not ask for it, ignore this e-mail: you will not receive any newsletter.",
        ].join("\n"),
      },
    );
  });
}

export async function confirmSubscription(context: AppContext, token: string): Promise<void> {
  const confirmed = await confirmSubscriberByTokenHash(
    context.db,
    hashSecret(context.config.sessionSecret, token),
    context.now(),
  );
  if (!confirmed) throw badRequest(INVALID_NEWSLETTER_LINK);
}

/**
 * Deletes the subscriber named by a signed token. A valid token whose subscriber is already
 * gone still succeeds: the wish (not to receive mail) holds.
 */
export async function unsubscribe(context: AppContext, token: string): Promise<void> {
  const subscriberId = verifyUnsubscribeToken(context.config.sessionSecret, token);
  if (subscriberId === undefined) throw badRequest(INVALID_NEWSLETTER_LINK);
  await deleteSubscriber(context.db, subscriberId);
}

/**
 * Every newsletter e-mail goes through here, so each one carries its unsubscribe link
 * (a page whose button posts the token, like the confirmation). Queued with `context.db`: pass
 * the transaction of the action that causes the mail.
 */
export async function sendNewsletterMail(
  context: AppContext,
  message: {
    subscriberId: number;
    to: string;
    subject: string;
    text: string;
    /** The rendered body of an issue: the mail then has an HTML part besides its text. */
    bodyHtml?: string;
  },
): Promise<void> {
  const token = createUnsubscribeToken(context.config.sessionSecret, message.subscriberId);
  const link = `${context.config.publicUrl}${NEWSLETTER_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
  await enqueueMail(
    context.db,
    {
      to: message.to,
      subject: message.subject,
      text: `${message.text}\n\n--\nUnsubscribe from the GameHub newsletter:\n${link}\n`,
      ...(message.bodyHtml === undefined
        ? {}
        : {
            html: issueEmailHtml({
              subject: message.subject,
              bodyHtml: message.bodyHtml,
              unsubscribeUrl: link,
            }),
          }),
    },
    context.now(),
  );
}

/** `<id>.<HMAC of the id>`: needs no table, cannot be forged without SESSION_SECRET. */
export function createUnsubscribeToken(secret: string, subscriberId: number): string {
  return `${subscriberId}.${unsubscribeSignature(secret, subscriberId)}`;
}

function verifyUnsubscribeToken(secret: string, token: string): number | undefined {
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match?.[1] || !match[2]) return undefined;
  const id = Number(match[1]);
  return secretsEqual(match[2], unsubscribeSignature(secret, id)) ? id : undefined;
}

function unsubscribeSignature(secret: string, subscriberId: number): string {
  return createHmac("sha256", secret)
    .update(`newsletter-unsubscribe:${subscriberId}`)
    .digest("base64url");
}
