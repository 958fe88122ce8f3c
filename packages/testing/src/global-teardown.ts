import { dropDatabase, TEMPLATE_ENV } from './databases';

export default async function globalTeardown(): Promise<void> {
  const template = process.env[TEMPLATE_ENV];
  if (template) await dropDatabase(template);
}
