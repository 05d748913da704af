import { useState } from 'react';
import { cn } from '../../../lib/cn.ts';

/** Brand colours for currency, method and bank monograms (drawn only when the icon file is missing). */
const COLORS: Record<string, string> = {
  BTC: '#f7931a',
  ETH: '#627eea',
  LTC: '#345d9d',
  TRX: '#ef0027',
  USDT: '#26a17b',
  USDTTRC20: '#26a17b',
  USDTERC20: '#26a17b',
  USDTTON: '#26a17b',
  TON: '#0098ea',
  NOT: '#2b2b2b',
  DOGS: '#c78a3b',
  p2p: '#8b5cf6',
  sbp: '#1d9bf0',
  mpayment: '#2fe39a',
  account_number: '#f7c948',
  blik: '#e4004b',
  skrill: '#862165',
  neteller: '#83ba3b',
  revolut: '#0075eb',
  wise: '#9fe870',
  game_store: '#ff7a59',
  sber: '#21a038',
  tinkoff: '#ffdd2d',
  alfa: '#ef3124',
};

const LABELS: Record<string, string> = {
  USDTTRC20: 'USDT',
  USDTERC20: 'USDT',
  USDTTON: 'USDT',
  p2p: 'CARD',
  sbp: 'SBP',
  mpayment: 'MOB',
  account_number: 'BANK',
  game_store: 'GIFT',
  skrill: 'SK',
  neteller: 'NT',
  revolut: 'REV',
  sber: 'SB',
  tinkoff: 'T',
  alfa: 'A',
};

/**
 * A currency, payment method or bank icon from the server's `icon` path (`/icons/{currencies,methods,banks}/
 * {id}.svg`). While it loads the disc stays empty; only when there is no icon or it fails to load does a
 * monogram in the asset's colour stand in. Decorative: the control around it carries the name.
 */
export function AssetIcon(props: AssetIconProps) {
  // A new icon starts loading afresh.
  return <Icon key={props.src ?? ''} {...props} />;
}

interface AssetIconProps {
  src?: string | null;
  /** The currency code, method kind (`p2p`, `sbp`, …) or bank id: picks the fallback's colour and label. */
  code: string;
  className?: string;
}

function Icon({ src, code, className }: AssetIconProps) {
  const [state, setState] = useState<'loading' | 'ok' | 'failed'>(src ? 'loading' : 'failed');
  const color = COLORS[code] ?? COLORS[code.toUpperCase()] ?? '#443d8f';
  const label = (LABELS[code] ?? code).slice(0, 4).toUpperCase();
  return (
    <span
      className={cn('relative inline-grid size-9 shrink-0 place-items-center', className)}
      aria-hidden="true"
      data-icon-state={state}
    >
      {state === 'loading' && <span className="size-full animate-pulse rounded-full bg-raised" />}
      {state === 'failed' && (
        <span
          className="grid size-full place-items-center rounded-full text-[0.55rem] font-black tracking-tight text-white shadow-[inset_0_-2px_0_rgb(0_0_0/0.25)]"
          style={{
            background: `linear-gradient(145deg, ${color}, color-mix(in srgb, ${color} 55%, #07061a))`,
          }}
        >
          {label}
        </span>
      )}
      {src && state !== 'failed' && (
        <img
          src={src}
          alt=""
          decoding="async"
          className={cn(
            'absolute inset-0 size-full rounded-full object-contain',
            state === 'loading' && 'opacity-0',
          )}
          onLoad={() => setState('ok')}
          onError={() => setState('failed')}
        />
      )}
    </span>
  );
}
