import { NOTES_MAX_CHARS } from '../limits';
import { record, timestamp, uuid } from './common';

const name = { type: 'string', minLength: 1, maxLength: 200 } as const;
const optionalText = (maxLength: number) => ({ type: ['string', 'null'], maxLength }) as const;
const email = { type: ['string', 'null'], format: 'email', maxLength: 320 } as const;

const editableProperties = {
  name,
  email,
  company: optionalText(200),
  phone: optionalText(50),
  notes: optionalText(NOTES_MAX_CHARS),
} as const;

export const createClientBody = {
  type: 'object',
  properties: editableProperties,
  required: ['name'],
  additionalProperties: false,
} as const;

export const updateClientBody = {
  type: 'object',
  properties: editableProperties,
  additionalProperties: false,
} as const;

const clientProperties = {
  id: uuid,
  name: { type: 'string' },
  email: { type: ['string', 'null'] },
  company: { type: ['string', 'null'] },
  phone: { type: ['string', 'null'] },
  notes: { type: ['string', 'null'] },
  createdAt: timestamp,
  updatedAt: timestamp,
} as const;

export const clientRecord = record(clientProperties);
