import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

/** A 4xx will answer the same on a retry; network errors and 5xx get two more tries. */
function retry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
}

let appClient: QueryClient | undefined;

/** The page's one client: route loaders start requests in it before the first render (main.tsx's Providers). */
export function appQueryClient(): QueryClient {
  appClient ??= createQueryClient();
  return appClient;
}
