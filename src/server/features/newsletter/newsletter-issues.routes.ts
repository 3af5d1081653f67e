import { Readable } from "node:stream";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  adminSubscriberRemovedReplySchema,
  adminSubscribersQuerySchema,
  adminSubscribersReplySchema,
  ISSUE_NOT_FOUND,
  newsletterIssuePreviewReplySchema,
  newsletterIssueReplySchema,
  newsletterIssueSchema,
  newsletterIssueSendReplySchema,
  newsletterIssuesReplySchema,
  SUBSCRIBER_NOT_FOUND,
} from "../../../shared/admin-newsletter";
import { pathIdSchema } from "../../../shared/ids";
import type { AppContext } from "../../app-context";
import { errorReplySchema } from "../../plugins/error-handler";
import { requireAdmin } from "../../plugins/session";
import { requireAdminActor } from "../admin-audit";
import {
  createIssue,
  listIssues,
  previewIssue,
  sendIssue,
  updateIssue,
} from "./newsletter-issues.service";
import {
  exportSubscribersCsv,
  listSubscribers,
  removeSubscriber,
} from "./newsletter-subscribers.service";

const errors = { 400: errorReplySchema, 401: errorReplySchema, 403: errorReplySchema };
const idParams = (message: string) => z.object({ id: pathIdSchema(message) });
const issueParams = idParams(ISSUE_NOT_FOUND);
const subscriberParams = idParams(SUBSCRIBER_NOT_FOUND);

/** Newsletter issues and subscribers in the admin panel. */
export const newsletterIssuesRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  app.get(
    "/api/admin/newsletter/subscribers",
    {
      schema: {
        querystring: adminSubscribersQuerySchema,
        response: { 200: adminSubscribersReplySchema, ...errors },
      },
    },
    async (request) => {
      requireAdmin(request);
      return listSubscribers(context, request.query);
    },
  );

  app.get(
    "/api/admin/newsletter/subscribers.csv",
    // No reply schema: the body is a CSV stream; errors go through the error handler as JSON.
    { schema: { querystring: adminSubscribersQuerySchema.omit({ cursor: true }) } },
    async (request, reply) => {
      requireAdmin(request);
      const day = context.now().toISOString().slice(0, 10);
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="gamehub-subscribers-${day}.csv"`)
        .header("cache-control", "no-store")
        .send(Readable.from(exportSubscribersCsv(context, request.query)));
    },
  );

  app.delete(
    "/api/admin/newsletter/subscribers/:id",
    {
      schema: {
        params: subscriberParams,
        response: { 200: adminSubscriberRemovedReplySchema, 404: errorReplySchema, ...errors },
      },
    },
    async (request) => {
      const actor = requireAdminActor(request);
      await removeSubscriber(context, actor, request.params.id);
      return { removed: true as const };
    },
  );

  app.get(
    "/api/admin/newsletter/issues",
    { schema: { response: { 200: newsletterIssuesReplySchema, ...errors } } },
    async (request) => {
      requireAdmin(request);
      return { issues: await listIssues(context) };
    },
  );

  app.post(
    "/api/admin/newsletter/issues",
    {
      schema: {
        body: newsletterIssueSchema,
        response: { 201: newsletterIssueReplySchema, ...errors },
      },
    },
    async (request, reply) => {
      const actor = requireAdminActor(request);
      return reply.code(201).send(await createIssue(context, actor, request.body));
    },
  );

  app.put(
    "/api/admin/newsletter/issues/:id",
    {
      schema: {
        params: issueParams,
        body: newsletterIssueSchema,
        response: {
          200: newsletterIssueReplySchema,
          404: errorReplySchema,
          409: errorReplySchema,
          ...errors,
        },
      },
    },
    async (request) => {
      const actor = requireAdminActor(request);
      return updateIssue(context, actor, request.params.id, request.body);
    },
  );

  app.get(
    "/api/admin/newsletter/issues/:id/preview",
    {
      schema: {
        params: issueParams,
        response: { 200: newsletterIssuePreviewReplySchema, 404: errorReplySchema, ...errors },
      },
    },
    async (request) => {
      requireAdmin(request);
      return previewIssue(context, request.params.id);
    },
  );

  app.post(
    "/api/admin/newsletter/issues/:id/send",
    {
      schema: {
        params: issueParams,
        response: {
          200: newsletterIssueSendReplySchema,
          404: errorReplySchema,
          409: errorReplySchema,
          ...errors,
        },
      },
    },
    async (request) => {
      const actor = requireAdminActor(request);
      return sendIssue(context, actor, request.params.id);
    },
  );
};
