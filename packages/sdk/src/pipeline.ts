import { StageFailedError, WaitTimeoutError } from './errors';
import { ProposalStream, type OpenStream, type StreamMessage } from './event-stream';
import type { Resources } from './resources';
import { sleep } from './sleep';
import { judge, ORDER, STAGES, type PipelineStage } from './stages';
import type { Proposal, ProposalStatus } from './types';

export type { PipelineStage };

export interface WaitOptions {
  /** Give up after this long (default 120 s): WaitTimeoutError. */
  timeoutMs?: number;
  /** When polling: time between two reads of the proposal (default 500 ms). */
  intervalMs?: number;
  signal?: AbortSignal;
  /**
   * Follow the proposal's event stream (GET /proposals/{id}/events) rather than poll: each change
   * is seen the moment it commits. On by default; where no stream can be had (a proxy buffers it),
   * the wait polls by itself.
   */
  events?: boolean;
}

export interface PipelineProgress {
  stage: PipelineStage;
  state: 'started' | 'completed' | 'failed';
  /** Since the stage started. */
  elapsedMs: number;
}

/** `timeoutMs` and `intervalMs` apply to each stage's wait. */
export interface PipelineOptions extends WaitOptions {
  onProgress?: (progress: PipelineProgress) => void;
}

/** The next message of `stream` before `deadline`; null when the stream is lost. */
async function nextBefore(stream: ProposalStream, deadline: number, signal?: AbortSignal) {
  const timeout = AbortSignal.timeout(Math.max(0, deadline - Date.now()));
  const stop = signal ? AbortSignal.any([signal, timeout]) : timeout;
  const ended = new Promise<never>((_, reject) => {
    if (stop.aborted) reject(stop.reason);
    stop.addEventListener('abort', () => reject(stop.reason), { once: true });
  });
  return Promise.race([stream.next(), ended]).catch((error: unknown) => {
    if (timeout.aborted && !signal?.aborted) return 'timeout' as const;
    throw error;
  });
}

export function pipeline({ proposals }: Resources, openStream: OpenStream) {
  const follow = (id: string, { events = true }: WaitOptions) =>
    events ? ProposalStream.connect(openStream, id) : Promise.resolve(null);

  /** Reads the proposal every `intervalMs` until `judge` says it reached `status`. */
  async function poll(id: string, status: ProposalStatus, options: WaitOptions): Promise<Proposal> {
    const { timeoutMs = 120_000, intervalMs = 500, signal } = options;
    const deadline = Date.now() + timeoutMs;
    let running: PipelineStage | undefined;
    for (;;) {
      const proposal = await proposals.get(id, { signal });
      const verdict = judge(id, proposal.status, status, running);
      if (verdict === true) return proposal;
      running = verdict;
      if (Date.now() + intervalMs > deadline)
        throw new WaitTimeoutError(id, status, proposal.status, timeoutMs);
      await sleep(intervalMs, signal);
    }
  }

  /**
   * Waits while a stage runs, until the proposal's status is `status`, following its event stream
   * (or polling). A stage that fails sends the proposal back (analysis to `draft`, generation to
   * `analyzed`): that rejects with StageFailedError at once, as does any other settled status.
   * Scoring ends in `ready` whether it succeeded or not: check `proposalScore`, or use runPipeline.
   */
  async function waitFor(id: string, status: ProposalStatus, options: WaitOptions = {}): Promise<Proposal> {
    const stream = await follow(id, options);
    if (!stream) return poll(id, status, options);
    const { timeoutMs = 120_000, signal } = options;
    const deadline = Date.now() + timeoutMs;
    let running: PipelineStage | undefined;
    let last: ProposalStatus | undefined;
    try {
      for (;;) {
        const message = await nextBefore(stream, deadline, signal);
        if (message === 'timeout') throw new WaitTimeoutError(id, status, last ?? 'unknown', timeoutMs);
        if (!message) return poll(id, status, { ...options, timeoutMs: deadline - Date.now() });
        if (message.event !== 'status') continue;
        last = (JSON.parse(message.data) as { status: ProposalStatus }).status;
        const verdict = judge(id, last, status, running);
        if (verdict === true) return proposals.get(id, { signal });
        running = verdict;
      }
    } finally {
      stream.close();
    }
  }

  /** The event that ends `stage` on the stream; null when the stream was lost first. */
  async function stageEnd(id: string, stage: PipelineStage, stream: ProposalStream, options: WaitOptions) {
    const { timeoutMs = 120_000, signal } = options;
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const message: StreamMessage | null | 'timeout' = await nextBefore(stream, deadline, signal);
      if (message === 'timeout') throw new WaitTimeoutError(id, STAGES[stage].done, 'unknown', timeoutMs);
      if (!message || STAGES[stage].ends.includes(message.event as never)) return message;
    }
  }

  /**
   * Analyze → generate → score a draft with a brief, waiting for each stage on one event stream
   * (or by polling). `onProgress` hears each stage start, complete or fail; a failed stage rejects
   * with StageFailedError (an API refusal, e.g. 409 `invalid_state`, with ProposalsApiError).
   * Resolves with the scored proposal.
   */
  async function runPipeline(
    id: string,
    { onProgress, ...options }: PipelineOptions = {},
  ): Promise<Proposal> {
    let stream = await follow(id, options);
    let proposal: Proposal | undefined;
    try {
      for (const stage of ORDER) {
        const started = Date.now();
        const report = (state: PipelineProgress['state']) =>
          onProgress?.({ stage, state, elapsedMs: state === 'started' ? 0 : Date.now() - started });
        report('started');
        try {
          await proposals[stage](id, { signal: options.signal });
          const end = stream && (await stageEnd(id, stage, stream, options));
          if (!end) stream = null;
          if (end?.event === STAGES[stage].ends[1])
            throw new StageFailedError(id, stage, STAGES[stage].failedTo);
          proposal = end ? undefined : await poll(id, STAGES[stage].done, options);
          // A failed scoring also lands in `ready`; only the score tells them apart.
          if (stage === 'score' && proposal?.proposalScore === null)
            throw new StageFailedError(id, stage, proposal.status);
        } catch (error) {
          report('failed');
          throw error;
        }
        report('completed');
      }
      return proposal ?? (await proposals.get(id, { signal: options.signal }));
    } finally {
      stream?.close();
    }
  }

  return { waitFor, runPipeline };
}
