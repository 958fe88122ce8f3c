import type { DueDelivery } from './delivery-queue';

export interface AttemptReport {
  status: string;
  attempts: number;
  retryInMs: number | null;
  durationMs: number | null;
}

/** A new delivery as the relay hands it over: claimed for this process, with what attempting it needs. */
export interface RelayedDelivery {
  id: string;
  endpointId: string;
}

/** What the dispatcher's use-cases give its consumer (see the domain's deliveryHandlers). */
export interface DeliveryHandlers<D extends RelayedDelivery = RelayedDelivery> {
  /** Fans unpublished events out to at most about `room` new deliveries, claimed for this process. */
  relay(room: number): Promise<{ published: number; deliveries: D[] }>;
  /** Claims the delivery, then attempts it; null when another has it or it is not due. */
  attempt(id: string): Promise<AttemptReport | null>;
  /** Attempts a delivery the relay claimed. */
  attemptClaimed(delivery: D): Promise<AttemptReport | null>;
  /** Makes relayed deliveries this process will not attempt due now, for the queue's jobs. */
  release(ids: string[]): Promise<void>;
  overdue(since: Date): Promise<DueDelivery[]>;
  expire(): Promise<number>;
  backlog(): Promise<number>;
}
