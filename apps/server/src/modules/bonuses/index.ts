import { type BonusesDeps, BonusesService } from './bonuses.service.ts';

export {
  type ActiveBonus,
  type BonusesDeps,
  BonusesService,
  type BonusGrant,
  DEPOSIT_BONUS_TERMS,
} from './bonuses.service.ts';

/** Bonus money and wagering; lists the player's active bonuses in every balance view. */
export function createBonuses(deps: BonusesDeps): BonusesService {
  const bonuses = new BonusesService(deps);
  deps.wallet.balances.useBonuses((player, format) => bonuses.userBonuses(player, format));
  return bonuses;
}
