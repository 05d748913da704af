import { SUPPORT_SEARCH_MAX_LENGTH, SUPPORT_SEARCH_MIN_LENGTH } from '@casino/shared';

/** SPEC §5.6: what the player typed becomes a search only from 3 characters (after trimming). */
export function supportSearchTerm(input: string): string | undefined {
  const term = input.trim().slice(0, SUPPORT_SEARCH_MAX_LENGTH).trim();
  return term.length >= SUPPORT_SEARCH_MIN_LENGTH ? term : undefined;
}
