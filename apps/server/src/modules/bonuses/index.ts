import { type BonusesDeps, BonusesService } from './bonuses.service.ts';
import { type FreeSpinsDeps, FreeSpinsService } from './freespins.service.ts';
import { OffersService } from './offers.service.ts';
import { PromoCodesService } from './promo-codes.service.ts';

export { bonusesRoutes } from './bonuses.routes.ts';
export { seedBonuses } from './bonuses.seed.ts';
export {
  type ActiveBonus,
  type BonusesDeps,
  BonusesService,
  type BonusGrant,
  DEPOSIT_BONUS_TERMS,
} from './bonuses.service.ts';
export { FreeSpinsService } from './freespins.service.ts';
export { OffersService } from './offers.service.ts';
export { PromoCodesService } from './promo-codes.service.ts';

export interface Bonuses {
  bonuses: BonusesService;
  offers: OffersService;
  promoCodes: PromoCodesService;
  freeSpins: FreeSpinsService;
}

/** Bonus money and wagering, the catalogue as each player sees it, and promo codes. */
export function createBonuses(
  deps: Omit<BonusesDeps, 'stakes'> & { games: BonusesDeps['stakes'] & FreeSpinsDeps['games'] },
): Bonuses {
  const bonuses = new BonusesService({ ...deps, stakes: deps.games });
  deps.wallet.balances.useBonuses((player, format) => bonuses.userBonuses(player, format));
  const offers = new OffersService({ pool: deps.pool, wallet: deps.wallet, bonuses, clock: deps.clock });
  const promoCodes = new PromoCodesService({
    pool: deps.pool,
    wallet: deps.wallet,
    offers,
    clock: deps.clock,
  });
  const freeSpins = new FreeSpinsService({
    pool: deps.pool,
    wallet: deps.wallet,
    clock: deps.clock,
    offers,
    games: deps.games,
  });
  return { bonuses, offers, promoCodes, freeSpins };
}
export type { CatalogueBonus } from './catalogue.ts';
export {
  type CatalogueInput,
  createCatalogueBonus,
  findCatalogueBonus,
  listCatalogue,
  offerPersonalBonus,
  updateCatalogueBonus,
} from './catalogue-admin.ts';
