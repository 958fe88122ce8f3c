import { randomUUID } from 'node:crypto';
import type { EventSource, EventType } from '@proposals/contracts';
import type { Prisma } from '@proposals/db';

export interface NewEvent {
  accountId: string;
  type: EventType;
  source: EventSource;
  data: Record<string, unknown>;
}

/**
 * Writes an event to the outbox in the caller's transaction, so that it exists exactly when the
 * change that caused it does. Delivery picks it up from there.
 */
export async function appendEvent(tx: Prisma.TransactionClient, event: NewEvent): Promise<string> {
  const id = `evt_${randomUUID()}`;
  await tx.event.create({
    data: {
      id,
      accountId: event.accountId,
      type: event.type,
      source: event.source,
      data: event.data as Prisma.InputJsonObject,
    },
  });
  return id;
}
