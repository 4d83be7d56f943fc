import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { staffAuditLog } from '../../db/schema';
import { requireStaff } from '../../platform/auth/guards';
import { auditActionOf, auditDetailOf, auditTargetOf, isAdminRoute } from './audit-entry';

type AdminRoute = { method: string; url: string };

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered under /api/admin/, by any module (the access test walks them all). */
    adminRoutes: AdminRoute[];
    /** Resolves once the audit rows of requests answered so far are written (tests read the trail right after). */
    auditWritten: () => Promise<void>;
  }
  interface FastifyRequest {
    /** What an admin route wants kept in its audit row beyond params, query and body (see `noteAudit`). */
    auditNote: Record<string, unknown> | null;
  }
  interface FastifyContextConfig {
    /** The audit trail's name for what this admin route does, when the one read from its path is not clear. */
    auditAction?: string;
  }
}

/** Adds facts to the request's audit row (a decision and its reason, what a refund moved); never secrets. */
export const noteAudit = (request: FastifyRequest, note: Record<string, unknown>): void => {
  request.auditNote = { ...request.auditNote, ...note };
};

/**
 * The staff console's frame, for every route under /api/admin/ whichever module registers it (call it before the
 * routes are registered):
 * - only staff get past `onRequest` (401 without a key, 403 for anyone else), before the body is even read, so a
 *   route that forgot its own guard is still closed;
 * - every request, refused ones included, leaves one staff_audit_log row once the response is sent: who (the key's
 *   owner, staff or not; null without a key), method, route pattern, action, target, status and a small detail.
 *   Writing it never changes the response: a failed write is logged.
 */
const databaseCodeOf = (error: unknown): string | undefined => {
  const { code, cause } = (error ?? {}) as { code?: unknown; cause?: { code?: unknown } };
  const found = typeof code === 'string' ? code : cause?.code;
  return typeof found === 'string' ? found : undefined;
};

export const registerAdminConsole = (app: FastifyInstance): void => {
  const routes: AdminRoute[] = [];
  const pending = new Set<Promise<void>>();
  app.decorate('adminRoutes', routes);
  app.decorate('auditWritten', async () => {
    await Promise.allSettled([...pending]);
  });
  app.decorateRequest('auditNote', null);

  const requireStaffHere = async (request: FastifyRequest) => {
    requireStaff(request);
  };
  const writeAuditRow = async (request: FastifyRequest, reply: FastifyReply) => {
    const route = request.routeOptions.url;
    if (!isAdminRoute(route)) return;
    const { targetType, targetId } = auditTargetOf(route, request.params);
    const write = app.db
      .insert(staffAuditLog)
      .values({
        staffUserId: request.user?.id ?? null,
        method: request.method,
        route,
        action: request.routeOptions.config.auditAction ?? auditActionOf(request.method, route),
        targetType,
        targetId,
        detail: auditDetailOf({ query: request.query, body: request.body, noted: request.auditNote }),
        statusCode: reply.statusCode,
        createdAt: app.clock.now(),
      })
      .then(
        () => undefined,
        // The driver's error quotes the SQL parameters, which hold the request's fields: log only the database's code.
        (error: unknown) => request.log.error({ route, code: databaseCodeOf(error) }, 'staff audit row not written'),
      );
    pending.add(write);
    await write;
    pending.delete(write);
  };
  // The frame's hooks go on the admin routes alone (added as each is declared): every other request runs neither.
  // The guard comes first among the route's own hooks, as the app-wide hook it replaces came before them.
  app.addHook('onRoute', (route) => {
    if (!isAdminRoute(route.url)) return;
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
    route.onRequest = [requireStaffHere, ...[route.onRequest ?? []].flat()];
    route.onResponse = [...[route.onResponse ?? []].flat(), writeAuditRow];
  });
};
