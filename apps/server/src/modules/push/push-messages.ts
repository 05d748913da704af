import type { PushPayload } from '@casino/shared';

/** What a push tells a player; amounts are minor units of `currency` (the sender formats them). */
export type PushEvent =
  | { kind: 'deposit_completed'; transactionId: string; amount: bigint; currency: string }
  | {
      kind: 'withdrawal_approved' | 'withdrawal_declined';
      transactionId: string;
      amount: bigint;
      currency: string;
    }
  | { kind: 'tournament_prize'; tournamentId: string; place: number; amount: bigint; currency: string }
  | { kind: 'bonus_granted'; bonusId: string; amount: bigint; currency: string; freespins: number };

/** Whom a push is for: by users.id, or by the globalId the realtime channels use. */
export type PushTarget = { userId: bigint } | { globalId: string };

/** Sends a push after the change committed: never awaits, never throws (modules hold this, not the module). */
export type Notify = (target: PushTarget, event: PushEvent) => void;

type Language = 'en' | 'ru' | 'uk';
type Texts = Record<
  'deposit' | 'withdrawalApproved' | 'withdrawalDeclined' | 'prize' | 'bonus' | 'freespins',
  { title: string; body: string }
>;

/** {{amount}} is "12.50 USD"; {{place}} a number; {{count}} the free spins. */
const TEXTS: Record<Language, Texts> = {
  en: {
    deposit: { title: 'Deposit credited', body: '{{amount}} is on your balance. Good luck!' },
    withdrawalApproved: {
      title: 'Withdrawal approved',
      body: 'Your withdrawal of {{amount}} is on its way.',
    },
    withdrawalDeclined: {
      title: 'Withdrawal declined',
      body: 'Your withdrawal of {{amount}} was declined; the money is back on your balance.',
    },
    prize: { title: 'Tournament prize', body: 'You finished #{{place}} and won {{amount}}!' },
    bonus: { title: 'Bonus received', body: 'A bonus of {{amount}} is waiting for you.' },
    freespins: { title: 'Free spins received', body: '{{count}} free spins are waiting for you.' },
  },
  ru: {
    deposit: { title: 'Депозит зачислен', body: '{{amount}} уже на балансе. Удачи!' },
    withdrawalApproved: { title: 'Вывод одобрен', body: 'Вывод {{amount}} отправлен.' },
    withdrawalDeclined: {
      title: 'Вывод отклонён',
      body: 'Вывод {{amount}} отклонён, деньги вернулись на баланс.',
    },
    prize: { title: 'Приз турнира', body: 'Вы заняли {{place}}-е место и выиграли {{amount}}!' },
    bonus: { title: 'Бонус начислен', body: 'Вас ждёт бонус {{amount}}.' },
    freespins: { title: 'Фриспины начислены', body: 'Вас ждут фриспины: {{count}}.' },
  },
  uk: {
    deposit: { title: 'Депозит зараховано', body: '{{amount}} уже на балансі. Успіхів!' },
    withdrawalApproved: { title: 'Виведення схвалено', body: 'Виведення {{amount}} надіслано.' },
    withdrawalDeclined: {
      title: 'Виведення відхилено',
      body: 'Виведення {{amount}} відхилено, гроші повернулися на баланс.',
    },
    prize: { title: 'Приз турніру', body: 'Ви посіли {{place}}-е місце й виграли {{amount}}!' },
    bonus: { title: 'Бонус нараховано', body: 'На вас чекає бонус {{amount}}.' },
    freespins: { title: 'Фриспіни нараховано', body: 'На вас чекають фриспіни: {{count}}.' },
  },
};

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

/**
 * The notification for `event` in the player's language (English for any other), with the page a click
 * opens. `amount` is already formatted ("12.50 USD").
 */
export function pushMessage(event: PushEvent, language: string, amount: string): PushPayload {
  const lng: Language = language === 'ru' || language === 'uk' ? language : 'en';
  const texts = TEXTS[lng];
  const at = (path: string) => `/${lng}${path}`;
  const message = (
    text: { title: string; body: string },
    values: Record<string, string>,
    url: string,
    tag: string,
  ): PushPayload => ({ title: text.title, body: fill(text.body, values), url, tag });
  switch (event.kind) {
    case 'deposit_completed':
      return message(texts.deposit, { amount }, at('?wallet=history'), `transaction-${event.transactionId}`);
    case 'withdrawal_approved':
      return message(
        texts.withdrawalApproved,
        { amount },
        at('?wallet=history'),
        `transaction-${event.transactionId}`,
      );
    case 'withdrawal_declined':
      return message(
        texts.withdrawalDeclined,
        { amount },
        at('?wallet=history'),
        `transaction-${event.transactionId}`,
      );
    case 'tournament_prize':
      return message(
        texts.prize,
        { amount, place: String(event.place) },
        at(`/tournaments/${encodeURIComponent(event.tournamentId)}`),
        `tournament-${event.tournamentId}`,
      );
    case 'bonus_granted':
      return event.amount > 0n
        ? message(texts.bonus, { amount }, at('/bonuses'), `bonus-${event.bonusId}`)
        : message(
            texts.freespins,
            { count: String(event.freespins) },
            at('/bonuses'),
            `bonus-${event.bonusId}`,
          );
  }
}
