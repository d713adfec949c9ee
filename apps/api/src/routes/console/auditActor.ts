import type { FastifyRequest } from 'fastify';
import type { AuditActor } from '../../domain/console/audit';

/** The actor of a console request (the auth plugin has set `request.staff`). */
export function auditActorOf(request: FastifyRequest): AuditActor {
  const authenticated = request.staff;
  if (!authenticated) throw new Error('auditActorOf: not a staff request');
  return {
    staff: authenticated.staff,
    ip: request.ip ?? null,
    userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
  };
}
