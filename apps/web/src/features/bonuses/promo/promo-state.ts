import type { PromoActivationResponse } from '@casino/shared';

/** What the promo modal shows: the activation on its way, its answer (SPEC §2.4's three states), or why not. */
export type PromoState =
  | { status: 'pending'; code: string }
  | { status: 'done'; code: string; result: PromoActivationResponse }
  | {
      status: 'error';
      code: string;
      error: unknown;
      /** The code is still kept (not the server's verdict on it): the modal offers to try again. */
      kept: boolean;
    };
