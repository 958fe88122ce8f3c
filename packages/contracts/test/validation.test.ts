import { AppError, bodyValidator, queryValidator, responseChecker, schemas } from '../src';

const createProposal = bodyValidator(schemas.createProposalBody);
const createTemplate = bodyValidator(schemas.createTemplateBody);
const listProposals = queryValidator(schemas.listProposalsQuery);

/** The AppError `validate` throws for `input`; fails the test when it accepts the input instead. */
function rejection(validate: (input: unknown) => unknown, input: unknown): AppError {
  try {
    validate(input);
  } catch (err) {
    expect(err).toBeInstanceOf(AppError);
    return err as AppError;
  }
  throw new Error(`expected ${JSON.stringify(input).slice(0, 80)} to be refused`);
}

describe('bodyValidator', () => {
  it('accepts a valid body as it is', () => {
    const body = { title: 'Website redesign', rawInputText: 'We need a new site.', rawInputMethod: 'paste' };
    expect(createProposal({ ...body })).toEqual(body);
    expect(createProposal({})).toEqual({});
  });

  it('names an unknown field', () => {
    const error = rejection(createProposal, { title: 'x', colour: 'red' });
    expect(error).toMatchObject({ code: 'validation_error', status: 400 });
    expect(error.details).toEqual([{ field: 'colour', message: 'is not a known field' }]);
    expect(error.message).toContain('colour is not a known field');
  });

  it('names a missing required field', () => {
    const error = rejection(createTemplate, { currency: 'EUR' });
    expect(error.details).toEqual([{ field: 'name', message: 'is required' }]);
  });

  it('lists the allowed values of an enum', () => {
    const error = rejection(createProposal, { rawInputMethod: 'fax' });
    expect(error.details).toEqual([
      { field: 'rawInputMethod', message: 'must be one of: paste, upload, url' },
    ]);
  });

  it('renders the path of a nested field', () => {
    const error = rejection(createTemplate, {
      name: 'T',
      sections: [{ title: 'Intro' }, { title: '' }, { guidance: 'x' }],
    });
    expect(error.details).toEqual([
      { field: 'sections[1].title', message: expect.any(String) },
      { field: 'sections[2].title', message: 'is required' },
    ]);
  });

  it('reports every problem at once', () => {
    const error = rejection(createProposal, { title: 42, clientId: 'nope', extra: true });
    expect(error.details?.map((d) => d.field).sort()).toEqual(['clientId', 'extra', 'title']);
  });

  it('answers payload_too_large for a brief over 100000 characters', () => {
    expect(() => createProposal({ rawInputText: 'a'.repeat(100_000) })).not.toThrow();
    const error = rejection(createProposal, { rawInputText: 'a'.repeat(100_001) });
    expect(error).toMatchObject({ code: 'payload_too_large', status: 413 });
  });
});

describe('queryValidator', () => {
  it('applies the defaults', () => {
    expect(listProposals({})).toEqual({ page: 1, limit: 20, sort: 'created_at', order: 'desc' });
  });

  it('coerces integers from strings', () => {
    expect(listProposals({ page: '3', limit: '50', sort: 'title', order: 'asc' })).toEqual({
      page: 3,
      limit: 50,
      sort: 'title',
      order: 'asc',
    });
  });

  it('refuses a value that is not an integer or out of range', () => {
    expect(rejection(listProposals, { page: 'two' }).details).toEqual([
      { field: 'page', message: 'must be of type integer' },
    ]);
    expect(rejection(listProposals, { limit: '51' }).details?.map((d) => d.field)).toEqual(['limit']);
  });

  it('lists the allowed sort fields', () => {
    const error = rejection(listProposals, { sort: 'price' });
    expect(error).toMatchObject({ code: 'validation_error' });
    expect(error.details).toEqual([
      { field: 'sort', message: 'must be one of: created_at, updated_at, title, final_price' },
    ]);
  });
});

describe('responseChecker', () => {
  const checkSummary = responseChecker(schemas.proposalSummary);
  const summary = {
    id: '0b6f7e2a-3c1d-4f5e-8a9b-1c2d3e4f5a6b',
    title: 'Website redesign',
    status: 'draft',
    clientId: null,
    pricingModel: null,
    finalPrice: null,
    rawInputMethod: 'paste',
    createdAt: '2024-05-01T10:00:00.000Z',
    updatedAt: '2024-05-01T10:00:00.000Z',
  };

  it('finds no problem in a valid summary', () => {
    expect(checkSummary(summary)).toEqual([]);
  });

  it('lists the problems of a wrong summary', () => {
    const { updatedAt: _omitted, ...withoutUpdatedAt } = summary;
    const problems = checkSummary({ ...withoutUpdatedAt, status: 'lost', finalPrice: '12.50', secret: 'x' });
    expect(problems).toEqual(
      expect.arrayContaining([
        { field: 'updatedAt', message: 'is required' },
        { field: 'status', message: expect.stringMatching(/^must be one of: draft, /) },
        { field: 'finalPrice', message: 'must be of type integer or null' },
        { field: 'secret', message: 'is not a known field' },
      ]),
    );
    expect(problems).toHaveLength(4);
  });
});
