// Jest setup of the gateway's suites: a response that the OpenAPI document does not describe
// fails the test (or, for requests made in beforeAll/afterAll, the file) that received it.
import { takeViolations } from './response-validator';

const assertDocumented = () => {
  const violations = takeViolations();
  if (violations.length)
    throw new Error(`Responses the OpenAPI document does not describe:\n${violations.join('\n')}`);
};

afterEach(assertDocumented);
afterAll(assertDocumented);
