// Hand-built analyses of four realistic briefs, for the generation, scoring and property tests.
import type { AnalysisResult, GenerateInput, ScopeResult } from '../src/types';

const analysis = (overrides: Partial<AnalysisResult>): AnalysisResult => ({
  language: 'en',
  primaryCategory: 'web',
  categories: [{ name: 'web', confidence: 0.9 }],
  deliverables: [],
  requirements: [],
  budget: null,
  deadline: null,
  deadlineText: null,
  startDate: null,
  startDateText: null,
  client: { name: null, industry: null },
  complexity: 'medium',
  openQuestions: [],
  ...overrides,
});

const scope = (overrides: Partial<ScopeResult> = {}): ScopeResult => ({
  inScope: [],
  outOfScope: [],
  assumptions: [],
  ...overrides,
});

export const CREATED_AT = '2025-03-03T09:30:00.000Z';

export const webUsd: GenerateInput = {
  title: 'Northwind website redesign',
  createdAt: CREATED_AT,
  accountName: 'Brightside Studio',
  analysis: analysis({
    categories: [
      { name: 'web', confidence: 0.92 },
      { name: 'seo', confidence: 0.4 },
    ],
    deliverables: ['website redesign', 'CMS migration', 'SEO audit', 'blog content'],
    requirements: ['Integrate the booking form with HubSpot', 'Meet WCAG 2.1 AA'],
    budget: { min: 4000000, max: 6000000, currency: 'USD', kind: 'range', text: '$40,000 to $60,000' },
    deadline: '2025-06-30',
    deadlineText: 'live by the end of June',
    client: { name: 'Northwind Traders', industry: 'logistics' },
    openQuestions: ['Who hosts the current site?'],
  }),
  scope: scope({ outOfScope: ['Hosting'], assumptions: ['The client supplies product photography.'] }),
};

export const brandingEur: GenerateInput = {
  title: 'Identité de marque pour la Maison Lavande',
  createdAt: CREATED_AT,
  analysis: analysis({
    language: 'fr',
    primaryCategory: 'branding',
    categories: [
      { name: 'branding', confidence: 0.95 },
      { name: 'print', confidence: 0.3 },
    ],
    deliverables: ['logo', 'charte graphique', 'cartes de visite', 'papeterie'],
    requirements: ['Une identité sobre et haut de gamme'],
    budget: { min: 0, max: 1200000, currency: 'EUR', kind: 'ceiling', text: 'pas plus de 12 000 €' },
    client: { name: 'Maison Lavande', industry: 'cosmétique' },
  }),
  scope: scope(),
};

export const seoRetainerEur: GenerateInput = {
  title: 'SEO-Betreuung für Müller Maschinenbau',
  createdAt: CREATED_AT,
  accountName: 'Nordlicht Digital',
  analysis: analysis({
    language: 'de',
    primaryCategory: 'seo',
    categories: [
      { name: 'seo', confidence: 0.9 },
      { name: 'content', confidence: 0.5 },
    ],
    deliverables: ['SEO', 'Keyword-Recherche', 'monatliche Berichte', 'Blogartikel'],
    requirements: ['Monatliche Berichte über Rankings'],
    budget: {
      min: 250000,
      max: 1500000,
      currency: 'EUR',
      kind: 'monthly',
      months: 6,
      text: '2.500 € pro Monat für sechs Monate',
    },
    client: { name: 'Müller Maschinenbau', industry: 'Maschinenbau' },
    complexity: 'low',
  }),
  scope: scope(),
};

export const mobileEs: GenerateInput = {
  title: 'Aplicación móvil de reservas',
  createdAt: CREATED_AT,
  analysis: analysis({
    language: 'es',
    primaryCategory: 'mobile',
    categories: [{ name: 'mobile', confidence: 0.9 }],
    deliverables: ['aplicación móvil iOS y Android', 'panel de administración', 'notificaciones push'],
    requirements: ['Pagos con tarjeta', 'Inicio de sesión con Google'],
    complexity: 'high',
    openQuestions: ['¿Cuál es el presupuesto?', '¿Hay una fecha de lanzamiento?'],
  }),
  scope: scope(),
};

export const BRIEFS = { webUsd, brandingEur, seoRetainerEur, mobileEs };
