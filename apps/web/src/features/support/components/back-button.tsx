import { ChevronIcon } from './support-icons.tsx';

export function BackButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="-ml-2 inline-flex min-h-10 items-center touch:min-h-11 gap-1 rounded-lg px-2 text-sm font-bold text-muted transition hover:bg-raised hover:text-ink"
    >
      <ChevronIcon back className="size-4" />
      {label}
    </button>
  );
}
