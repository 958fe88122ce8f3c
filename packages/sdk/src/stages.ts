import { ProposalsError, StageFailedError } from './errors';
import type { EventType, ProposalStatus } from './types';

export type PipelineStage = 'analyze' | 'generate' | 'score';

/**
 * The spec's state machine: the status a stage runs in, the one it ends in, the one a failed
 * stage goes back to, and the events that end it. Scoring ends in `ready` either way.
 */
export const STAGES: Record<
  PipelineStage,
  { running: ProposalStatus; done: ProposalStatus; failedTo: ProposalStatus; ends: [EventType, EventType] }
> = {
  analyze: {
    running: 'analyzing',
    done: 'analyzed',
    failedTo: 'draft',
    ends: ['proposal.analysis_completed', 'proposal.analysis_failed'],
  },
  generate: {
    running: 'generating',
    done: 'ready',
    failedTo: 'analyzed',
    ends: ['proposal.generation_completed', 'proposal.generation_failed'],
  },
  score: {
    running: 'scoring',
    done: 'ready',
    failedTo: 'ready',
    ends: ['proposal.scoring_completed', 'proposal.scoring_failed'],
  },
};
export const ORDER: PipelineStage[] = ['analyze', 'generate', 'score'];

/**
 * What a wait for `target` makes of the proposal's `status`: reached (true), a stage still
 * running (the stage), or an error: a stage that failed sent the proposal back (StageFailedError),
 * or no running stage leads to `target`. `running` is the stage seen running before, if any.
 */
export function judge(
  id: string,
  status: ProposalStatus,
  target: ProposalStatus,
  running: PipelineStage | undefined,
): true | PipelineStage {
  if (status === target) return true;
  const stage = ORDER.find((s) => STAGES[s].running === status);
  if (stage) return stage;
  const ended = running ?? ORDER.find((s) => STAGES[s].done === target);
  if (ended && STAGES[ended].failedTo === status) throw new StageFailedError(id, ended, status);
  throw new ProposalsError(`Proposal ${id} is '${status}'; no running stage leads to '${target}'.`);
}
