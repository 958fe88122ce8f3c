import type {
  AnalysisResult,
  GenerationResult,
  PricingLine,
  ScopeResult,
  ScoreResult,
} from '@proposals/contracts';

export type { AnalysisResult, GenerationResult, ScopeResult, ScoreResult };

export interface AnalyzeInput {
  /** The brief, as the client sent it (email threads, RFP text, markup and all). */
  text: string;
  title: string;
  /** The proposal's creation time, ISO 8601: relative dates ("in six weeks") resolve against it, in UTC. */
  createdAt: string;
  /** The linked client record, when there is one: its name wins over one read from the brief. */
  client?: { name: string; company: string | null } | null;
}

export interface AnalyzeOutput {
  analysis: AnalysisResult;
  scope: ScopeResult;
}

export interface TemplateInput {
  name: string;
  sections: { title: string; guidance?: string }[];
  /** Hourly rate in cents per role or line item name, e.g. { "Design": 12000 }. */
  defaultRates: Record<string, number>;
  currency: string;
}

export interface GenerateInput {
  title: string;
  analysis: AnalysisResult;
  scope: ScopeResult;
  createdAt: string;
  template?: TemplateInput | null;
  client?: { name: string; company: string | null } | null;
  /** The sending agency's name, for the signature. */
  accountName?: string | null;
}

/** What a proposal commits to, as the review reads it beside the Markdown. */
export interface ProposalFacts {
  currency: string;
  pricingModel: string | null;
  pricingBreakdown: PricingLine[];
  pricingOptions: PricingLine[];
  totalPriceMid: number | null;
  proposedStartDate: string | null;
  estimatedDurationDays: number | null;
  coverage: ScopeResult['coverage'] | null;
}

export interface ScoreInput {
  /** The edited Markdown when set, else the generated one. */
  markdown: string;
  analysis?: AnalysisResult | null;
  /** The proposal's prices, dates and coverage, when it has been generated. */
  proposal?: ProposalFacts | null;
  /** The brief as received: each line's basis must be the client's own words. */
  brief?: string | null;
}

/** The three stages. The rules engine answers synchronously; the LLM provider does not. */
export interface Engine {
  readonly name: 'rules' | 'llm';
  analyze(input: AnalyzeInput): Promise<AnalyzeOutput>;
  generate(input: GenerateInput): Promise<GenerationResult>;
  score(input: ScoreInput): Promise<ScoreResult>;
}
