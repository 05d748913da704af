import type { Viewer } from '@casino/shared';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { useReducedMotion } from '../../../lib/use-reduced-motion.ts';
import { useSignIn, useViewer } from '../../auth/index.ts';
import {
  GUEST_PRIZES,
  RESULT_MS,
  randomIndex,
  readGuestSpin,
  rotationFor,
  SPIN_MS,
  saveGuestSpin,
} from '../lib/guest-wheel.ts';
import { PlayerWheel, type WheelHeading } from './player-wheel.tsx';
import { usePrizeLabel, WheelDisc } from './wheel-disc.tsx';

type Phase = 'idle' | 'spinning' | 'result';

/**
 * The prize wheel (SPEC §2.3). Guests: the guest spins, the wheel stops on one of 14 segments picked in the
 * browser, then the title turns into a sign-up invite. Players: the daily wheel (PlayerWheel).
 */
export function WheelDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['wheel', 'wheel-player', 'common']);
  const { viewer, isLoading } = useViewer();
  if (viewer) return <PlayerWheelDialog viewer={viewer} onClose={onClose} />;
  // A token whose player is still loading: neither wheel yet.
  if (isLoading)
    return (
      <Dialog open onClose={onClose} title={t('wheel-player:title')} closeLabel={t('common:close')}>
        <div className="grid min-h-40 place-items-center text-muted">
          <Spinner className="size-8" />
        </div>
      </Dialog>
    );
  return <GuestWheelDialog onClose={onClose} />;
}

function PlayerWheelDialog({ viewer, onClose }: { viewer: Viewer; onClose: () => void }) {
  const { t } = useTranslation(['wheel', 'wheel-player', 'common']);
  const [heading, setHeading] = useState<WheelHeading>(() => ({
    title: t('wheel-player:title'),
    description: t('wheel-player:text'),
  }));
  return (
    <Dialog
      open
      onClose={onClose}
      title={heading.title}
      description={heading.description}
      closeLabel={t('common:close')}
    >
      <PlayerWheel viewer={viewer} onClose={onClose} onHeading={setHeading} />
    </Dialog>
  );
}

function GuestWheelDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['wheel', 'wheel-player', 'common']);
  const { openSignIn } = useSignIn();
  const reduced = useReducedMotion();
  const prizeLabel = usePrizeLabel();
  const [index, setIndex] = useState<number | null>(readGuestSpin);
  const [phase, setPhase] = useState<Phase>(() => (index === null ? 'idle' : 'result'));
  const [rotation, setRotation] = useState(() => (index === null ? 0 : rotationFor(index) % 360));
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The sign-up button replaces the spin button under the keyboard focus.
  const actions = useRef<HTMLDivElement>(null);

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (phase === 'result') actions.current?.querySelector('button')?.focus();
  }, [phase]);

  function spin() {
    if (phase !== 'idle') return;
    const next = randomIndex();
    setIndex(next);
    setRotation((from) => rotationFor(next, from));
    setPhase('spinning');
    saveGuestSpin(next);
    timer.current = setTimeout(() => setPhase('result'), reduced ? 0 : RESULT_MS);
  }

  function register() {
    onClose();
    openSignIn('register');
  }

  const prize = index === null ? undefined : GUEST_PRIZES[index];
  const title =
    phase === 'result' && prize
      ? t('wheel:invite.title', { prize: prizeLabel(prize, true) })
      : phase === 'spinning'
        ? t('wheel:spinning')
        : t('wheel:title');
  const description = phase === 'result' ? t('wheel:invite.text') : t('wheel:lead');

  return (
    <Dialog open onClose={onClose} title={title} description={description} closeLabel={t('common:close')}>
      <div className="flex flex-col items-center gap-5" data-phase={phase} data-index={index ?? undefined}>
        <WheelDisc
          rotation={rotation}
          durationMs={phase === 'spinning' && !reduced ? SPIN_MS : 0}
          winner={phase === 'result' ? index : null}
          className="max-w-[19rem]"
        />
        <p role="status" className="sr-only">
          {phase === 'result' && prize ? t('wheel:stopped', { prize: prizeLabel(prize, true) }) : ''}
        </p>
        <div ref={actions} className="flex w-full flex-col gap-3">
          {phase === 'result' ? (
            <Button data-autofocus variant="success" size="lg" className="w-full" onClick={register}>
              {t('wheel:invite.signUp')}
            </Button>
          ) : (
            <Button
              data-autofocus
              variant="primary"
              size="lg"
              onClick={spin}
              // Not disabled while spinning: a disabled button would drop the keyboard focus.
              aria-disabled={phase === 'spinning' || undefined}
              className={phase === 'spinning' ? 'w-full cursor-progress opacity-70' : 'w-full'}
            >
              {phase === 'spinning' ? t('wheel:spinning') : t('wheel:spin')}
            </Button>
          )}
        </div>
        <p className="text-center text-xs text-faint">{t('wheel:fine')}</p>
      </div>
    </Dialog>
  );
}
