import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { FAVORITES_KEY } from './get-favorites.ts';

export interface FavoriteChange {
  id: string;
  favorite: boolean;
}

/** PUT (add) or DELETE (remove) /api/v2/games/{id}/favorite, both 204. */
export const setFavorite = ({ id, favorite }: FavoriteChange) => {
  const path = `/api/v2/games/${encodeURIComponent(id)}/favorite`;
  return favorite ? api.put<void>(path) : api.delete<void>(path);
};

const MUTATION_KEY = ['favorites', 'toggle'] as const;

/**
 * The heart flips at once; a failed call puts the list back as it was. The list is refetched only after
 * the last of several quick toggles, so an early answer cannot undo a later flip on screen.
 */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: MUTATION_KEY,
    mutationFn: setFavorite,
    onMutate: async ({ id, favorite }) => {
      await queryClient.cancelQueries({ queryKey: FAVORITES_KEY });
      const previous = queryClient.getQueryData<string[]>(FAVORITES_KEY);
      queryClient.setQueryData<string[]>(FAVORITES_KEY, (current = []) => {
        const others = current.filter((item) => item !== id);
        return favorite ? [id, ...others] : others;
      });
      return { previous };
    },
    onError: (_error, _change, context) => {
      queryClient.setQueryData(FAVORITES_KEY, context?.previous);
    },
    onSettled: () => {
      if (queryClient.isMutating({ mutationKey: MUTATION_KEY }) === 1)
        void queryClient.invalidateQueries({ queryKey: FAVORITES_KEY });
    },
  });
}
