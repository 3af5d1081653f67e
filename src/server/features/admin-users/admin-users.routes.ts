import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  adminUserActionReplySchema,
  adminUserDetailReplySchema,
  adminUserIdParamsSchema,
  adminUsersQuerySchema,
  adminUsersReplySchema,
  bulkUserActionReplySchema,
  bulkUserActionSchema,
  deleteUserReplySchema,
  revokeSessionsReplySchema,
  setUserRoleSchema,
  suspendUserSchema,
} from "../../../shared/admin-users";
import type { AppContext } from "../../app-context";
import { errorReplySchema } from "../../plugins/error-handler";
import { requireAdmin } from "../../plugins/session";
import { requireAdminActor } from "../admin-audit";
import {
  deleteUserAccount,
  listUsers,
  readUserDetail,
  revokeUserSessions,
  runBulkUserAction,
  setUserRole,
  suspendUser,
  unsuspendUser,
  verifyUserEmail,
} from "./admin-users.service";

const guarded = { 401: errorReplySchema, 403: errorReplySchema };
/** The replies of an action on one member: 400 (its body), 404 (unknown id), 409 (a rule). */
const actionErrors = {
  ...guarded,
  400: errorReplySchema,
  404: errorReplySchema,
  409: errorReplySchema,
};

/** The admin panel's users: search, suspend, roles, sessions, deletion. */
export const adminUsersRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  app.get(
    "/api/admin/users",
    {
      schema: {
        querystring: adminUsersQuerySchema,
        response: { 200: adminUsersReplySchema, 400: errorReplySchema, ...guarded },
      },
    },
    async (request) => {
      requireAdmin(request);
      return listUsers(context, request.query);
    },
  );

  app.get(
    "/api/admin/users/:id",
    {
      schema: {
        params: adminUserIdParamsSchema,
        response: {
          200: adminUserDetailReplySchema,
          400: errorReplySchema,
          404: errorReplySchema,
          ...guarded,
        },
      },
    },
    async (request) => {
      requireAdmin(request);
      return readUserDetail(context, request.params.id);
    },
  );

  app.post(
    "/api/admin/users/:id/suspend",
    {
      schema: {
        params: adminUserIdParamsSchema,
        body: suspendUserSchema,
        response: { 200: adminUserActionReplySchema, ...actionErrors },
      },
    },
    async (request) => {
      const actor = requireAdminActor(request);
      return { user: await suspendUser(context, actor, request.params.id, request.body) };
    },
  );

  app.delete(
    "/api/admin/users/:id/suspend",
    {
      schema: {
        params: adminUserIdParamsSchema,
        response: { 200: adminUserActionReplySchema, ...actionErrors },
      },
    },
    async (request) => {
      const actor = requireAdminActor(request);
      return { user: await unsuspendUser(context, actor, request.params.id) };
    },
  );

  app.post(
    "/api/admin/users/:id/role",
    {
      schema: {
        params: adminUserIdParamsSchema,
        body: setUserRoleSchema,
        response: { 200: adminUserActionReplySchema, ...actionErrors },
      },
    },
    async (request) => {
      const actor = requireAdminActor(request);
      return { user: await setUserRole(context, actor, request.params.id, request.body.role) };
    },
  );

  app.post(
    "/api/admin/users/:id/sessions/revoke",
    {
      schema: {
        params: adminUserIdParamsSchema,
        response: { 200: revokeSessionsReplySchema, ...actionErrors },
      },
    },
    async (request) => {
      const actor = requireAdminActor(request);
      return { revoked: await revokeUserSessions(context, actor, request.params.id) };
    },
  );

  app.post(
    "/api/admin/users/:id/verify-email",
    {
      schema: {
        params: adminUserIdParamsSchema,
        response: { 200: adminUserActionReplySchema, ...actionErrors },
      },
    },
    async (request) => {
      const actor = requireAdminActor(request);
      return { user: await verifyUserEmail(context, actor, request.params.id) };
    },
  );

  app.delete(
    "/api/admin/users/:id",
    {
      schema: {
        params: adminUserIdParamsSchema,
        response: { 200: deleteUserReplySchema, ...actionErrors },
      },
    },
    async (request) => {
      const actor = requireAdminActor(request);
      await deleteUserAccount(context, actor, request.params.id);
      return { deleted: true as const };
    },
  );

  app.post(
    "/api/admin/users/bulk",
    {
      schema: {
        body: bulkUserActionSchema,
        response: { 200: bulkUserActionReplySchema, 400: errorReplySchema, ...guarded },
      },
    },
    async (request) => {
      const actor = requireAdminActor(request);
      return runBulkUserAction(context, actor, request.body);
    },
  );
};
