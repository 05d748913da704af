import { FIAT_METHODS } from '../methods.config.ts';
import type { FiatProvider } from './fiat-provider.ts';

/** Which provider serves each fiat method; a method without one is unavailable, never silently sandboxed. */
export interface FiatProviders {
  forMethod(methodId: string): FiatProvider | null;
  byName(name: string): FiatProvider | null;
  /** Method id → provider name or 'unavailable', for the startup log. */
  summary(): Record<string, string>;
  /** The real providers in use: each gets its webhook at /api/v1/webhooks/fiat/{name}. */
  live(): FiatProvider[];
}

/**
 * `assigned`: method id → provider name, from FIAT_PROVIDERS. `available`: the provider implementations
 * this server has (the sandbox only when payment sandboxes are on). With a sandbox, methods nobody was
 * assigned to go to it; without one they are unavailable. Naming a provider the server lacks is a
 * configuration error at start, not a silent fallback.
 */
export function createFiatProviders(
  assigned: Record<string, string>,
  available: FiatProvider[],
  sandbox: FiatProvider | null,
): FiatProviders {
  const byName = new Map(available.map((p) => [p.name, p]));
  if (sandbox) byName.set(sandbox.name, sandbox);
  const perMethod = new Map<string, FiatProvider | null>();
  for (const [methodId, name] of Object.entries(assigned)) {
    if (!FIAT_METHODS.some((m) => m.id === methodId))
      throw new Error(`FIAT_PROVIDERS: there is no fiat method ${methodId}`);
    const provider = byName.get(name);
    if (!provider) throw new Error(`FIAT_PROVIDERS: provider ${name} (for ${methodId}) is not available`);
    perMethod.set(methodId, provider);
  }
  const forMethod = (methodId: string) => perMethod.get(methodId) ?? sandbox;
  return {
    forMethod,
    byName: (name) => byName.get(name) ?? null,
    summary: () =>
      Object.fromEntries(FIAT_METHODS.map((m) => [m.id, forMethod(m.id)?.name ?? 'unavailable'])),
    live: () =>
      [...new Set(perMethod.values())].filter((p): p is FiatProvider => p !== null && p !== sandbox),
  };
}
