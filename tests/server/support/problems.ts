// Reading a validation problem in a test: its `errors[]` keyed by where the field is and its JSON
// pointer ('body/primary/phone', 'query/pageSize', 'path/memberId'), each with its messages.
import type { FieldError } from '../../../contract/api/common.ts';

export function fieldErrors(response: { json: <T>() => T }): Record<string, string[]> {
  const errors = response.json<{ errors?: FieldError[] }>().errors ?? [];
  const byField: Record<string, string[]> = {};
  for (const error of errors) (byField[`${error.in}${error.pointer}`] ??= []).push(error.detail);
  return byField;
}
