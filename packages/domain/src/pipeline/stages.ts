import type { ProposalStatus } from '@proposals/contracts';

export type StageName = 'analyze' | 'generate' | 'score';

/** A pipeline stage's states and events (spec "States and transitions", DESIGN §3). */
export interface Stage {
  name: StageName;
  /** States the stage may start from. */
  from: readonly ProposalStatus[];
  running: ProposalStatus;
  done: ProposalStatus;
  /** Where a failed stage goes back to. */
  revertTo: ProposalStatus;
  completed: 'proposal.analysis_completed' | 'proposal.generation_completed' | 'proposal.scoring_completed';
  failed: 'proposal.analysis_failed' | 'proposal.generation_failed' | 'proposal.scoring_failed';
}

export const STAGES: Record<StageName, Stage> = {
  analyze: {
    name: 'analyze',
    from: ['draft'],
    running: 'analyzing',
    done: 'analyzed',
    revertTo: 'draft',
    completed: 'proposal.analysis_completed',
    failed: 'proposal.analysis_failed',
  },
  generate: {
    name: 'generate',
    from: ['analyzed'],
    running: 'generating',
    done: 'ready',
    revertTo: 'analyzed',
    completed: 'proposal.generation_completed',
    failed: 'proposal.generation_failed',
  },
  score: {
    name: 'score',
    from: ['ready'],
    running: 'scoring',
    done: 'ready',
    revertTo: 'ready',
    completed: 'proposal.scoring_completed',
    failed: 'proposal.scoring_failed',
  },
};
