import type { BetView, BlackjackView } from '@casino/shared';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { cn } from '../../../lib/cn.ts';
import { clampAmount, useAmountRules, useBetAmount } from '../components/bet-amount-input.tsx';
import { GameLayout } from '../components/game-layout.tsx';
import { PlayingCard } from '../hilo/playing-card.tsx';
import { useMoneyFormat } from '../lib/format.ts';
import { useGameHotkeys } from '../lib/hotkeys.ts';
import { useLetterHotkeys } from '../lib/letter-hotkeys.ts';
import { RoundControls } from '../lib/round-controls.tsx';
import { fireAndForget } from '../lib/use-bet-request.ts';
import { useSteppedGame } from '../lib/use-stepped-game.ts';

const GAME_ID = 'blackjack';

const readRound = (bet: BetView | null): BlackjackView | null =>
  bet ? (bet.outcome as unknown as BlackjackView) : null;

const totalLabel = (total: number, soft: boolean) =>
  soft && total < 21 ? `${total - 10}/${total}` : `${total}`;

/**
 * Blackjack: deal, then hit, stand, double, split (once) or answer insurance under an ace; the dealer stands
 * on soft 17. Every decision goes to the server, which holds the cards; extra stakes are taken as decided.
 */
export function BlackjackGame() {
  const { t } = useTranslation('games');
  const money = useMoneyFormat();
  const [amount, setAmount] = useBetAmount();
  const rules = useAmountRules();
  const game = useSteppedGame(GAME_ID);
  const { openBet, shown, busy } = game;
  const round = readRound(shown);
  const moves = openBet && !busy ? (round?.moves ?? []) : [];
  const can = (move: BlackjackView['moves'][number]) => moves.includes(move);

  const onBet = () => {
    const stake = clampAmount(amount, rules);
    if (stake !== amount) setAmount(stake);
    fireAndForget(game.begin(stake));
  };
  const decide = (action: Record<string, unknown> & { action: string }) => fireAndForget(game.decide(action));

  useGameHotkeys({
    onBet: () => {
      if (!openBet && !busy) onBet();
    },
  });
  useLetterHotkeys({
    h: can('hit') ? () => decide({ action: 'hit' }) : undefined,
    s: can('stand') ? () => decide({ action: 'stand' }) : undefined,
    d: can('double') ? () => decide({ action: 'double' }) : undefined,
    p: can('split') ? () => decide({ action: 'split' }) : undefined,
    i: can('insurance') ? () => decide({ action: 'insurance', take: true }) : undefined,
    n: can('insurance') ? () => decide({ action: 'insurance', take: false }) : undefined,
  });

  const insurance = round?.insurance === 'offered' && openBet !== null;

  return (
    <GameLayout
      gameId={GAME_ID}
      controls={
        <RoundControls
          game={game}
          amount={amount}
          onAmountChange={setAmount}
          onBet={onBet}
          hint={t('blackjack.keyboardHint')}
          decisions={
            insurance ? (
              <>
                <p className="text-sm font-semibold">{t('blackjack.insuranceOffer')}</p>
                <div className="grid grid-cols-2 gap-2">
                  <Button
                    variant="secondary"
                    disabled={!can('insurance')}
                    onClick={() => decide({ action: 'insurance', take: true })}
                  >
                    {t('blackjack.insuranceYes')}
                  </Button>
                  <Button
                    variant="secondary"
                    disabled={!can('insurance')}
                    onClick={() => decide({ action: 'insurance', take: false })}
                  >
                    {t('blackjack.insuranceNo')}
                  </Button>
                </div>
              </>
            ) : (
              <div className="grid grid-cols-2 gap-2">
                <Button
                  variant="success"
                  size="lg"
                  disabled={!can('hit')}
                  onClick={() => decide({ action: 'hit' })}
                >
                  {t('blackjack.hit')}
                </Button>
                <Button
                  variant="secondary"
                  size="lg"
                  disabled={!can('stand')}
                  onClick={() => decide({ action: 'stand' })}
                >
                  {t('blackjack.stand')}
                </Button>
                <Button
                  variant="secondary"
                  disabled={!can('double')}
                  onClick={() => decide({ action: 'double' })}
                >
                  {t('blackjack.double')}
                </Button>
                <Button
                  variant="secondary"
                  disabled={!can('split')}
                  onClick={() => decide({ action: 'split' })}
                >
                  {t('blackjack.split')}
                </Button>
              </div>
            )
          }
        />
      }
      stage={
        <div className="flex flex-1 flex-col items-center justify-center gap-6 bg-[radial-gradient(circle_at_50%_30%,#065f46_0%,transparent_70%)] p-4 sm:p-8">
          <section aria-label={t('blackjack.dealer')} className="flex flex-col items-center gap-2">
            <div className="flex gap-2">
              {round ? (
                <>
                  {round.dealer.cards.map((card, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: cards in dealing order
                    <PlayingCard key={index} card={card} />
                  ))}
                  {round.dealer.hidden ? <PlayingCard card={null} label={t('blackjack.holeCard')} /> : null}
                </>
              ) : (
                <>
                  <PlayingCard card={null} label={t('blackjack.shoe')} />
                  <PlayingCard card={null} label={t('blackjack.shoe')} />
                </>
              )}
            </div>
            {/* White on the felt: the muted grey falls under 4.5:1 on its green. */}
            <span className="tabular text-sm font-bold text-white">
              {t('blackjack.dealer')}
              {round ? ` · ${totalLabel(round.dealer.total, round.dealer.soft)}` : ''}
            </span>
          </section>
          <section aria-label={t('blackjack.player')} className="flex flex-wrap justify-center gap-6">
            {(round?.hands ?? []).map((hand, index) => (
              <div
                // biome-ignore lint/suspicious/noArrayIndexKey: one or two hands, in order
                key={index}
                className={cn(
                  'flex flex-col items-center gap-2 rounded-card p-2',
                  openBet && round?.active === index && !hand.done && 'ring-2 ring-gold',
                )}
              >
                <div className="flex -space-x-6">
                  {hand.cards.map((card, cardIndex) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: cards in dealing order
                    <PlayingCard key={cardIndex} card={card} />
                  ))}
                </div>
                <span className="tabular text-sm font-bold">
                  {totalLabel(hand.total, hand.soft)}
                  {hand.stake > 1 ? ` · ${t('blackjack.doubled')}` : ''}
                </span>
                {hand.result ? (
                  <span
                    className={cn(
                      'rounded-full px-2 py-0.5 text-xs font-black uppercase',
                      hand.result === 'win' || hand.result === 'blackjack'
                        ? 'bg-sunken text-success'
                        : hand.result === 'push'
                          ? 'bg-sunken text-muted'
                          : 'bg-sunken text-danger',
                    )}
                  >
                    {t(`blackjack.result.${hand.result}`)}
                  </span>
                ) : null}
              </div>
            ))}
          </section>
          <output aria-live="polite" className="min-h-6 text-sm font-bold">
            {shown?.status === 'settled'
              ? t('blackjack.paid', { amount: money(shown.payout, shown.currency) })
              : round && openBet
                ? t('blackjack.rules')
                : t('blackjack.intro')}
          </output>
        </div>
      }
    />
  );
}
