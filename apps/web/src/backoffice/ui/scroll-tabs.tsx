import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { cn } from '../../lib/cn.ts';

/**
 * WAI-ARIA tabs (automatic activation; arrows, Home and End) whose row scrolls sideways when the tabs do
 * not fit a narrow screen, and whose labels may carry counts and badges.
 */
export function ScrollTabs<T extends string>({
  label,
  tabs,
  value,
  onChange,
  children,
}: {
  label: string;
  tabs: ReadonlyArray<{ value: T; label: ReactNode; testId?: string }>;
  value: T;
  onChange: (value: T) => void;
  children: ReactNode;
}) {
  const base = useId();
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const index = tabs.findIndex((tab) => tab.value === value);

  function onKeyDown(event: KeyboardEvent) {
    const moves: Record<string, number> = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    };
    const next = moves[event.key];
    const tab = next === undefined ? undefined : tabs[next];
    if (next === undefined || !tab) return;
    event.preventDefault();
    onChange(tab.value);
    refs.current[next]?.focus();
  }

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        className="mb-4 flex gap-1 overflow-x-auto rounded-control bg-sunken p-1"
      >
        {tabs.map((tab, i) => {
          const selected = tab.value === value;
          return (
            <button
              key={tab.value}
              ref={(element) => {
                refs.current[i] = element;
              }}
              id={`${base}-tab-${tab.value}`}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={`${base}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(tab.value)}
              onKeyDown={onKeyDown}
              data-testid={tab.testId}
              className={cn(
                'flex min-h-10 shrink-0 grow items-center justify-center gap-2 whitespace-nowrap rounded-lg px-3 text-sm font-bold transition touch:min-h-11',
                selected ? 'bg-raised text-ink shadow-card' : 'text-muted hover:text-ink',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${base}-panel`} aria-labelledby={`${base}-tab-${value}`}>
        {children}
      </div>
    </div>
  );
}
