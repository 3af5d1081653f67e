import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  markNotificationsReadSchema,
  notificationSettingsSchema,
  notificationsQuerySchema,
  notificationsReplySchema,
  unreadCountReplySchema,
} from "../../../shared/notifications";
import type { AppContext } from "../../app-context";
import { errorReplySchema } from "../../plugins/error-handler";
import { requireUser } from "../../plugins/session";
import { setNotificationLinkBase } from "./notification-mail";
import {
  getNotificationSettings,
  getUnreadCount,
  listNotifications,
  readNotifications,
  saveNotificationSettings,
} from "./notifications.service";

const errors = { 400: errorReplySchema, 401: errorReplySchema };

export const notificationsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  setNotificationLinkBase(context.config.publicUrl);

  app.get(
    "/api/notifications",
    {
      schema: {
        querystring: notificationsQuerySchema,
        response: { 200: notificationsReplySchema, ...errors },
      },
    },
    async (request) => listNotifications(context, requireUser(request), request.query.cursor),
  );

  app.get(
    "/api/notifications/unread-count",
    { schema: { response: { 200: unreadCountReplySchema, ...errors } } },
    async (request) => getUnreadCount(context, requireUser(request)),
  );

  app.post(
    "/api/notifications/read",
    {
      schema: {
        body: markNotificationsReadSchema,
        response: { 200: unreadCountReplySchema, ...errors },
      },
    },
    async (request) => readNotifications(context, requireUser(request), request.body),
  );

  app.get(
    "/api/notifications/settings",
    { schema: { response: { 200: notificationSettingsSchema, ...errors } } },
    async (request) => getNotificationSettings(context, requireUser(request)),
  );

  app.put(
    "/api/notifications/settings",
    {
      schema: {
        body: notificationSettingsSchema,
        response: { 200: notificationSettingsSchema, ...errors },
      },
    },
    async (request) => saveNotificationSettings(context, requireUser(request), request.body),
  );
};
