import { ProposalsError, StageFailedError, WaitTimeoutError } from './errors';
import type { Resources } from './resources';
import { sleep } from './sleep';
import type { Proposal, ProposalStatus } from './types';

export type PipelineStage = 'analyze' | 'generate' | 'score';

/**
 * The spec's state machine: the status a stage runs in, the one it ends in, and the one a failed
 * stage goes back to (with its `*_failed` event). Scoring ends in `ready` either way.
 */
const STAGES: Record<
  PipelineStage,
  { running: ProposalStatus; done: ProposalStatus; failedTo: ProposalStatus }
> = {
  analyze: { running: 'analyzing', done: 'analyzed', failedTo: 'draft' },
  generate: { running: 'generating', done: 'ready', failedTo: 'analyzed' },
  score: { running: 'scoring', done: 'ready', failedTo: 'ready' },
};
const ORDER: PipelineStage[] = ['analyze', 'generate', 'score'];
const stageRunningIn = (status: string) => ORDER.find((s) => STAGES[s].running === status);

export interface WaitOptions {
  /** Give up after this long (default 120 s): WaitTimeoutError. */
  timeoutMs?: number;
  /** Time between two reads of the proposal (default 500 ms). */
  intervalMs?: number;
  signal?: AbortSignal;
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

export function pipeline({ proposals }: Resources) {
  /**
   * Polls the proposal while a stage runs, until its status is `status`. A stage that fails sends
   * the proposal back (analysis to `draft`, generation to `analyzed`): that rejects with
   * StageFailedError at once, as does any other settled status that is not `status`.
   * Scoring ends in `ready` whether it succeeded or not: check `proposalScore`, or use runPipeline.
   */
  async function waitFor(
    id: string,
    status: ProposalStatus,
    { timeoutMs = 120_000, intervalMs = 500, signal }: WaitOptions = {},
  ): Promise<Proposal> {
    const deadline = Date.now() + timeoutMs;
    let running: PipelineStage | undefined;
    for (;;) {
      const proposal = await proposals.get(id, { signal });
      if (proposal.status === status) return proposal;
      const stage = stageRunningIn(proposal.status);
      if (!stage) {
        const ended = running ?? ORDER.find((s) => STAGES[s].done === status);
        if (ended && STAGES[ended].failedTo === proposal.status)
          throw new StageFailedError(id, ended, proposal.status);
        throw new ProposalsError(
          `Proposal ${id} is '${proposal.status}'; no running stage leads to '${status}'.`,
        );
      }
      running = stage;
      if (Date.now() + intervalMs > deadline)
        throw new WaitTimeoutError(id, status, proposal.status, timeoutMs);
      await sleep(intervalMs, signal);
    }
  }

  /** One stage: start it, wait for its end, and tell a failure from a success. */
  async function runStage(id: string, stage: PipelineStage, options: WaitOptions): Promise<Proposal> {
    await proposals[stage](id, { signal: options.signal });
    const proposal = await waitFor(id, STAGES[stage].done, options);
    // A failed scoring also lands in `ready`; only the score tells them apart.
    if (stage === 'score' && proposal.proposalScore === null)
      throw new StageFailedError(id, stage, proposal.status);
    return proposal;
  }

  /**
   * Analyze → generate → score a draft with a brief, waiting for each stage. `onProgress` hears
   * each stage start, complete or fail; a failed stage rejects with StageFailedError (an API
   * refusal, e.g. 409 `invalid_state`, with ProposalsApiError). Resolves with the scored proposal.
   */
  async function runPipeline(
    id: string,
    { onProgress, ...options }: PipelineOptions = {},
  ): Promise<Proposal> {
    let proposal: Proposal | undefined;
    for (const stage of ORDER) {
      const started = Date.now();
      const report = (state: PipelineProgress['state']) =>
        onProgress?.({ stage, state, elapsedMs: state === 'started' ? 0 : Date.now() - started });
      report('started');
      try {
        proposal = await runStage(id, stage, options);
      } catch (error) {
        report('failed');
        throw error;
      }
      report('completed');
    }
    return proposal!;
  }

  return { waitFor, runPipeline };
}
