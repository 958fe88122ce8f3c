import type { ExportFormat } from './enums';

export const PLANS = ['free', 'solo', 'team'] as const;
export type Plan = (typeof PLANS)[number];

export interface PlanTerms {
  /** Proposals that may be created per billing period before add-on credits are used. */
  proposalsLimit: number;
  exportFormats: readonly ExportFormat[];
}

export const PLAN_TERMS: Readonly<Record<Plan, PlanTerms>> = {
  free: { proposalsLimit: 5, exportFormats: ['pdf'] },
  solo: { proposalsLimit: 50, exportFormats: ['pdf', 'docx', 'pptx'] },
  team: { proposalsLimit: 500, exportFormats: ['pdf', 'docx', 'pptx'] },
};
