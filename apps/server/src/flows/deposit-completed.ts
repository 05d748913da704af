import { formatMajor } from '@casino/shared';
import type { AuthService } from '../modules/auth/index.ts';
import { type BonusesService, DEPOSIT_BONUS_TERMS, type OffersService } from '../modules/bonuses/index.ts';
import {
  announceTransaction,
  type CompleteDeposit,
  depositBonusOf,
  precisionOf,
} from '../modules/cashier/index.ts';
import type { Notify } from '../modules/push/index.ts';
import type { Publish } from '../modules/realtime/index.ts';
import { fxQuote, type Wallet } from '../modules/wallet/index.ts';

export interface DepositCompletedDeps {
  wallet: Wallet;
  auth: AuthService;
  bonuses: BonusesService;
  offers: OffersService;
  publish: Publish;
  clock: () => Date;
  /** Web push to the player's browsers, after commit. */
  notify?: Notify;
}

/**
 * One completion for every kind of deposit (fiat order, chain payment, Crypto Pay, xRocket), inside the
 * caller's transaction: the money leaves deposits in transit (converted through the `fx` house account
 * when it arrived in another currency than the player's), the player is counted as having deposited,
 * the deposit bonus is claimed, the transaction becomes completed, and `transaction#` follows the commit
 * (the ledger announces `balance#` itself).
 */
export function createDepositCompleted(deps: DepositCompletedDeps): CompleteDeposit {
  return async (tx, deposit) => {
    const { player, currency, amount: x } = deposit;
    const ledger = deps.wallet.ledger;
    const metadata = { transactionId: deposit.transactionId, ...deposit.metadata };
    const main = { userId: player.id, name: 'main' as const, currency: player.currency };
    let credited = x;
    let rate: Record<string, unknown> | undefined;
    if (currency === player.currency) {
      await ledger.transfer(
        {
          idempotencyKey: `${deposit.ledgerKey}:in`,
          kind: 'deposit',
          entries: [
            { account: { house: 'deposits_in_transit', currency }, amount: -x },
            { account: main, amount: x },
          ],
          metadata,
        },
        tx,
      );
    } else {
      const quote = await fxQuote(tx.client, x, currency, player.currency);
      credited = quote.amount;
      rate = { from: quote.fromRate, to: quote.toRate, currency: player.currency };
      await ledger.transfer(
        {
          idempotencyKey: `${deposit.ledgerKey}:in`,
          kind: 'deposit',
          entries: [
            { account: { house: 'deposits_in_transit', currency }, amount: -x },
            { account: { house: 'fx', currency }, amount: x },
          ],
          metadata,
        },
        tx,
      );
      // A dust deposit can convert to zero minor units; then nothing reaches the player (and the ledger
      // refuses zero entries).
      if (credited > 0n) {
        await ledger.transfer(
          {
            idempotencyKey: `${deposit.ledgerKey}:out`,
            kind: 'deposit',
            entries: [
              { account: { house: 'fx', currency: player.currency }, amount: -credited },
              { account: main, amount: credited },
            ],
            metadata,
          },
          tx,
        );
      }
    }
    await deps.auth.recordDeposit(player.id, tx);
    // The catalogue's bonus for this deposit (a welcome step, the everyday bonus, an opened promo); only
    // when none matched and none is in play, the deposit currency's own bonus (SPEC §3 depositBonus).
    const claim = await deps.offers.claimForDeposit(tx, {
      player,
      kind: deposit.type === 'buy' ? 'fiat' : 'crypto',
      credited,
      transactionId: deposit.transactionId,
    });
    const bonus = claim === 'none' ? depositBonusOf(currency, credited) : 0n;
    if (bonus > 0n) {
      await deps.bonuses.grant(tx, {
        userId: player.id,
        source: `deposit:${deposit.transactionId}`,
        title: `deposit_bonus:${currency}`,
        currency: player.currency,
        amount: bonus,
        ...DEPOSIT_BONUS_TERMS,
      });
    }
    // The connection of `tx`, never the pool: the caller holds the transaction's row lock.
    const creditPrecision = await precisionOf(tx.client, player.currency);
    await tx.client.query(
      `UPDATE cashier_transactions SET status = 'completed', amount = $2, details = details || $3::jsonb,
         updated_at = $4
       WHERE id = $1`,
      [
        deposit.transactionId,
        x.toString(),
        JSON.stringify({ ...(rate ? { rate } : {}), credited: formatMajor(credited, creditPrecision) }),
        deps.clock(),
      ],
    );
    tx.afterCommit(() =>
      announceTransaction(deps.publish, player, { status: 'completed', type: deposit.type }),
    );
    if (credited > 0n)
      tx.afterCommit(() =>
        deps.notify?.(
          { userId: player.id },
          {
            kind: 'deposit_completed',
            transactionId: deposit.transactionId,
            amount: credited,
            currency: player.currency,
          },
        ),
      );
    return credited;
  };
}
