import type { Viewer } from '@casino/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Locale } from '../../../i18n/index.ts';
import { api } from '../../../lib/api-client.ts';

/** PATCH /api/v1/me {language} (SPEC §4.8: only for a signed-in player); the answer is the new Viewer. */
export const saveLanguage = (language: Locale) => api.patch<Viewer>('/api/v1/me', { language });

export function useSaveLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLanguage,
    onSuccess: (viewer) => queryClient.setQueryData(['me'], viewer),
  });
}
