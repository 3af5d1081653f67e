import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { publicProfileSchema, userIdParamsSchema } from "../../../shared/gamification";
import type { AppContext } from "../../app-context";
import { notFound } from "../../lib/http-error";
import { toIsoString } from "../../lib/iso-date";
import { currentStreak, utcDay } from "../../lib/utc-day";
import { errorReplySchema } from "../../plugins/error-handler";
import { requireUser } from "../../plugins/session";
import { findUserById } from "./users.repo";

/** GET /api/users/:userId: another member's profile (login required; never their e-mail). */
export const publicProfileRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  app.get(
    "/api/users/:userId",
    {
      schema: {
        params: userIdParamsSchema,
        response: { 200: publicProfileSchema, 401: errorReplySchema, 404: errorReplySchema },
      },
    },
    async (request) => {
      requireUser(request);
      const row = await findUserById(context.db, request.params.userId);
      if (!row) throw notFound("User not found");
      const now = context.now();
      return {
        id: row.id,
        username: row.username,
        displayName: row.displayName,
        avatar: row.avatar,
        createdAt: toIsoString(row.createdAt),
        isAdmin: Boolean(row.isAdmin),
        isVerified: row.emailVerifiedAt !== null,
        level: row.level,
        points: row.points,
        experience: row.experience,
        loginStreak: currentStreak(row, now),
        checkedInToday: row.lastCheckInDay === utcDay(now),
      };
    },
  );
};
