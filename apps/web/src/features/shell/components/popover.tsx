import * as RadixPopover from '@radix-ui/react-popover';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn.ts';

/**
 * Radix Popover in the theme: focus moves in and back, Esc and a click outside close it, it stays on
 * screen near its trigger.
 */
export const Popover = RadixPopover.Root;
export const PopoverTrigger = RadixPopover.Trigger;
export const PopoverClose = RadixPopover.Close;

export function PopoverContent({
  children,
  className,
  label,
  align = 'end',
}: {
  children: ReactNode;
  className?: string;
  label: string;
  align?: 'start' | 'center' | 'end';
}) {
  return (
    <RadixPopover.Portal>
      <RadixPopover.Content
        align={align}
        sideOffset={8}
        collisionPadding={8}
        aria-label={label}
        className={cn(
          'z-50 animate-slide-up rounded-card border border-line bg-surface/95 p-2 shadow-card outline-none backdrop-blur-md',
          className,
        )}
      >
        {children}
      </RadixPopover.Content>
    </RadixPopover.Portal>
  );
}
