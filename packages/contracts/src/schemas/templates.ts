import { cents, record, timestamp, uuid } from './common';

const section = {
  type: 'object',
  properties: {
    title: { type: 'string', minLength: 1, maxLength: 200 },
    guidance: { type: 'string', maxLength: 2000 },
  },
  required: ['title'],
  additionalProperties: false,
} as const;

const editableProperties = {
  name: { type: 'string', minLength: 1, maxLength: 200 },
  description: { type: ['string', 'null'], maxLength: 2000 },
  /** Ordered sections the generator writes. */
  sections: { type: 'array', items: section, maxItems: 50 },
  /** Default hourly rate in cents for each line item, e.g. { "Design": 12000 }. */
  defaultRates: {
    type: 'object',
    additionalProperties: cents,
    propertyNames: { minLength: 1, maxLength: 100 },
    maxProperties: 50,
  },
  currency: { type: 'string', pattern: '^[A-Z]{3}$' },
} as const;

export const createTemplateBody = {
  type: 'object',
  properties: editableProperties,
  required: ['name'],
  additionalProperties: false,
} as const;

export const updateTemplateBody = {
  type: 'object',
  properties: editableProperties,
  additionalProperties: false,
} as const;

const templateProperties = {
  id: uuid,
  name: { type: 'string' },
  description: { type: ['string', 'null'] },
  sections: { type: 'array', items: section },
  defaultRates: { type: 'object', additionalProperties: { type: 'integer' } },
  currency: { type: 'string' },
  createdAt: timestamp,
  updatedAt: timestamp,
} as const;

export const templateRecord = record(templateProperties);
