// The proposal as a plan, before it is written: the market and its rate, the priced lines fitted
// to the budget, the schedule and the coverage of every request. The document, the contract's
// fields and the review all read this one value.
import type { AnalysisResult } from '@proposals/contracts';
import { isLanguage, localeFor, type Language, type Locale } from '@proposals/locale';
import type { Request } from '../ledger';
import { fitToBudget, type Fitted } from '../price/fit';
import { pricedLines, type PricedLine } from '../price/lines';
import { fitLots } from '../price/lots';
import { hourlyRate, proposalCurrency } from '../price/rates';
import { dayOf } from '../text/calendar';
import type { GenerateInput } from '../types';

type Engagement = NonNullable<AnalysisResult['engagement']>;
import { budgetTarget, type BudgetTarget } from './budget';
import { countedPerMonth } from './monthly';
import { discoveryLines, typicalRequests } from './discovery';
import { scheduleFor } from './dates';
import { rateRows, type RateRow } from './rate-card';
import type { Schedule } from '../schedule';

export interface Plan {
  input: GenerateInput;
  analysis: AnalysisResult;
  language: Language;
  locale: Locale;
  currency: string;
  /** Cents per hour: one rate for the proposal. */
  rate: number;
  ledger: Request[];
  engagement: Engagement;
  /** Every line priced for what was asked, before fitting. */
  lines: PricedLine[];
  fitted: Fitted;
  /** Recurring work with no term inside a project: quoted a month, apart from the project's price. */
  ongoing: PricedLine[];
  budget: BudgetTarget | null;
  schedule: Schedule;
  /**
   * A vague brief: the lines are a paid discovery, and `ballpark` the ranges for the work itself.
   * `asked`: the client asked for a rough figure for work it named; the ranges are the answer, and
   * a short scoping (not interviews and an audit) the way to a fixed price.
   */
  discovery: { ballpark: PricedLine[]; asked: boolean } | null;
  clientName: string | null;
  /** The rates asked instead of a price, each a unit's: the proposal is a rate card. */
  rateCard: RateRow[] | null;
}

export function planProposal(input: GenerateInput): Plan {
  const { analysis } = input;
  const language: Language = isLanguage(analysis.language) ? analysis.language : 'en';
  const country = analysis.market?.country ?? null;
  const currency = proposalCurrency(analysis.budget?.currency ?? null, country, input.template, language);
  const locale = localeFor(language, country, currency);
  // The client's limit on the rate ("caps consultants at £125 per hour") is the most we charge.
  const market = hourlyRate(currency, country, analysis.primaryCategory, input.template);
  const rate = Math.min(market, analysis.engagement?.rateCap ?? market);
  const retainer = analysis.engagement?.model === 'retainer';
  const ledger = countedPerMonth(analysis.requests ?? [], retainer);
  const engagement: Engagement = analysis.engagement ?? {
    model: 'project',
    months: null,
    rfp: false,
    rates: false,
  };
  const context = {
    language,
    primary: analysis.primaryCategory,
    months: engagement.months,
    retainer: engagement.model === 'retainer',
    refs: engagement.rfp,
    rate,
  };
  const requested = pricedLines(ledger, context);
  // Nothing the catalogue or the brief's words can price: a paid discovery, never an empty quote,
  // with rough costs of the usual work of its kind when it names none.
  const discovery =
    engagement.model === 'discovery' || requested.length === 0
      ? {
          ballpark: requested.length
            ? requested
            : pricedLines(typicalRequests(analysis.categories ?? []), context),
          asked: engagement.ballpark === true && requested.length > 0,
        }
      : null;
  const lines = discovery ? discoveryLines(language, discovery.asked) : requested;
  const budget = budgetTarget(analysis, engagement, rate);
  const monthly = engagement.model === 'retainer' && budget?.monthly === true;
  const ongoing = lines.filter((line) => line.perMonth?.open);
  const fixed = lines.filter((line) => !line.perMonth?.open);
  const lots = discovery ? [] : (engagement.lots ?? []);
  const fitted = lots.length
    ? fitLots(
        fixed,
        // Net of tax as the budget is: "R420 000,00 (VAT inclusive)" leaves R365 217 for the work.
        lots.map(({ ref, ceiling }) => ({
          ref,
          ceiling:
            ceiling !== null && budget ? Math.round((ceiling * budget.cents) / budget.statedMax) : ceiling,
        })),
        ledger,
        rate,
      )
    : fitToBudget(fixed, rate, budget?.cents ?? null, monthly, budget?.ceiling);
  const schedule = scheduleFor(analysis, fitted.included, dayOf(new Date(input.createdAt)), engagement);
  const clientName = input.client ? (input.client.company ?? input.client.name) : analysis.client.name;
  return {
    input,
    analysis,
    language,
    locale,
    currency,
    rate,
    ledger,
    engagement,
    lines,
    fitted,
    ongoing,
    budget,
    schedule,
    discovery,
    clientName,
    rateCard: engagement.rateCard?.length ? rateRows(engagement.rateCard, language, rate, currency) : null,
  };
}
