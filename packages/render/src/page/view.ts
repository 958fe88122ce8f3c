import type { Decision, RenderableProposal } from '@proposals/contracts';
import type { ProposalDocument } from '../document/model';

/** The decision shown on the page once there is one. */
export interface PageDecision {
  decision: Decision;
  signerName: string | null;
  /** ISO timestamp. */
  decidedAt: string;
  totalPrice: number;
  /** Whether this link made it: only then is the client's copy of the evidence offered. */
  ownLink: boolean;
}

/** What the client typed, given back when a form must be shown again. */
export interface PageForm {
  signerName?: string;
  signerEmail?: string;
  reason?: string;
  /** Why the form came back: a message shown to the client and announced. */
  notice?: string;
}

/** Everything the client's page shows; the gateway fills it from the link, never from the live proposal. */
export interface SharePageView {
  /** `/p/{token}`: where the page's forms and script send. */
  base: string;
  snapshot: RenderableProposal;
  doc: ProposalDocument;
  /** Chosen option ids, already validated. */
  selections: string[];
  decision: PageDecision | null;
  /** Whether the client may still decide (no decision, no outcome recorded otherwise). */
  open: boolean;
  form: PageForm;
}
