import type * as RadixModule from '@radix-ui/react-popover';
import {
  type ComponentPropsWithoutRef,
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { cn } from '../../../lib/cn.ts';

/**
 * Radix Popover in the theme: focus moves in and back, Esc and a click outside close it, it stays on
 * screen near its trigger.
 *
 * Radix Popover (with floating-ui and its scroll lock, ~17 KB gzip) is not part of the first load: until a
 * popover first opens, its trigger is a plain button with the same look and ARIA; opening it (or a pointer
 * or focus on it, or a few idle seconds after the page came up) fetches Radix, and the popover is the Radix
 * one from its first opening on. Both header popovers are controlled (`open`, `onOpenChange`).
 */
type RadixPopover = typeof RadixModule;

let radix: RadixPopover | null = null;
let loading: Promise<RadixPopover> | null = null;

function loadRadix(): Promise<RadixPopover> {
  loading ??= import('@radix-ui/react-popover').then(
    (loaded) => {
      radix = loaded;
      return loaded;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
const warm = () => void loadRadix().catch(() => {});

const PRELOAD_AFTER_MS = 3000;

interface PopoverState {
  /** Radix, once this popover has opened and the module is there; null before. */
  radix: RadixPopover | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}
const PopoverContext = createContext<PopoverState | null>(null);

function usePopover(): PopoverState {
  const state = useContext(PopoverContext);
  if (!state) throw new Error('Popover parts must be inside a <Popover>');
  return state;
}

export function Popover({
  open,
  onOpenChange,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  const [opened, setOpened] = useState(open);
  const [, setLoaded] = useState(radix !== null);
  if (open && !opened) setOpened(true);
  useEffect(() => {
    if (!opened || radix) return;
    let live = true;
    loadRadix().then(
      () => live && setLoaded(true),
      // Offline or a new release: the trigger stays a plain button; the next click tries again.
      () => {
        if (!live) return;
        setOpened(false);
        onOpenChange(false);
      },
    );
    return () => {
      live = false;
    };
  }, [opened, onOpenChange]);
  useEffect(() => {
    const timer = setTimeout(warm, PRELOAD_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  const current = opened ? radix : null;
  const state = useMemo(() => ({ radix: current, open, onOpenChange }), [current, open, onOpenChange]);
  return (
    <PopoverContext.Provider value={state}>
      {current ? (
        <current.Root open={open} onOpenChange={onOpenChange}>
          {children}
        </current.Root>
      ) : (
        children
      )}
    </PopoverContext.Provider>
  );
}

export function PopoverTrigger({
  onClick,
  onPointerEnter,
  onFocus,
  ...props
}: ComponentPropsWithoutRef<'button'> & { 'data-testid'?: string }) {
  const { radix: Radix, open, onOpenChange } = usePopover();
  if (Radix)
    return <Radix.Trigger onClick={onClick} onPointerEnter={onPointerEnter} onFocus={onFocus} {...props} />;
  const state = open ? 'open' : 'closed';
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-expanded={open}
      data-state={state}
      onPointerEnter={(event) => {
        warm();
        onPointerEnter?.(event);
      }}
      onFocus={(event) => {
        warm();
        onFocus?.(event);
      }}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) onOpenChange(!open);
      }}
      {...props}
    />
  );
}

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
  const { radix: Radix } = usePopover();
  if (!Radix) return null;
  return (
    <Radix.Portal>
      <Radix.Content
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
      </Radix.Content>
    </Radix.Portal>
  );
}
