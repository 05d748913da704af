import type { ReactNode } from 'react';
import { AssetIcon } from './asset-icon.tsx';

/** The head of a deposit or withdrawal form: the currency or method icon, a title and a line under it. */
export function AssetHeading({
  icon,
  code,
  title,
  subtitle,
}: {
  icon: string;
  code: string;
  title: ReactNode;
  subtitle: ReactNode;
}) {
  return (
    <div className="flex items-center gap-3">
      <AssetIcon src={icon} code={code} className="size-11" />
      <div className="min-w-0 flex-1">
        <p className="truncate text-lg font-extrabold">{title}</p>
        <p className="text-sm text-muted">{subtitle}</p>
      </div>
    </div>
  );
}
