import { isWebAddress } from '../../lib/web-address';
import type { EntityValues } from './api/entity-api';

/** The API's limits on a name and a description. */
const MAX_NAME_LENGTH = 300;
const MAX_DESCRIPTION_LENGTH = 5000;

const webAddressProblem = (text: string) =>
  text.trim() === '' || isWebAddress(text.trim()) ? null : 'Give a web address starting with http:// or https://.';

export type EntityProblems = Partial<Record<keyof EntityValues, string>>;

/**
 * What the API would refuse in an entity's details, in the words of Add a person or topic, so the
 * form says it before sending. In the order the form shows the fields, so the first is where to go.
 */
export function entityProblems(values: EntityValues): EntityProblems {
  const problems: EntityProblems = {};
  const name = values.name.trim();
  if (name === '') problems.name = 'Give it a name.';
  else if (name.length > MAX_NAME_LENGTH) problems.name = `At most ${MAX_NAME_LENGTH} characters.`;
  const imageUrl = webAddressProblem(values.imageUrl);
  if (imageUrl) problems.imageUrl = imageUrl;
  const href = webAddressProblem(values.href);
  if (href) problems.href = href;
  if (values.description.trim().length > MAX_DESCRIPTION_LENGTH)
    problems.description = `At most ${MAX_DESCRIPTION_LENGTH.toLocaleString('en')} characters.`;
  return problems;
}
