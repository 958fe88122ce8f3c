/**
 * Attempts in flight per endpoint in this process, at most `cap` each: a slow but healthy
 * receiver with a big backlog fills its own slots, not the dispatcher's.
 */
export function endpointSlots(cap: number) {
  const busy = new Map<string, number>();
  return {
    /** Takes a slot of `endpointId`; false when it has `cap` attempts in flight already. */
    take(endpointId: string): boolean {
      const inFlight = busy.get(endpointId) ?? 0;
      if (inFlight >= cap) return false;
      busy.set(endpointId, inFlight + 1);
      return true;
    },
    release(endpointId: string): void {
      const inFlight = busy.get(endpointId)! - 1;
      if (inFlight === 0) busy.delete(endpointId);
      else busy.set(endpointId, inFlight);
    },
  };
}

/**
 * How long a job over its endpoint's cap waits before it tries again: briefly, so the endpoint's
 * slots stay used, and spread out, so a backlog does not come back all at once.
 */
export const deferral = (baseMs: number) => baseMs + Math.floor(Math.random() * baseMs);
