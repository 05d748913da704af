import { forwardRef, type KeyboardEventHandler, useImperativeHandle, useRef } from 'react';
import { appCodeInput, type CodeKind } from '../../lib/one-time-code.ts';
import { Field } from './field.tsx';

export interface OneTimeCodeLabels {
  /** The field's label for the authenticator's code. */
  app: string;
  /** The field's label for a recovery code. */
  recovery: string;
  /** The switch to a recovery code. */
  useRecovery: string;
  /** The switch back to the authenticator's code. */
  useApp: string;
}

/**
 * The second factor's input: six digits from the authenticator app (numeric keyboard, the phone's
 * one-time-code autofill, anything but digits dropped so a pasted "123 456" works), or, after the switch
 * under it, a recovery code. The caller owns the value, the kind and the words (its own namespace).
 */
export const OneTimeCodeField = forwardRef<
  HTMLInputElement,
  {
    value: string;
    onChange: (value: string) => void;
    kind: CodeKind;
    /** Absent: no switch (turning two-factor on takes the app's code only). */
    onKindChange?: (kind: CodeKind) => void;
    labels: OneTimeCodeLabels;
    error?: string | null;
    hint?: string;
    autoFocus?: boolean;
    disabled?: boolean;
    onKeyDown?: KeyboardEventHandler<HTMLInputElement>;
    /** For tests and e2e. */
    'data-testid'?: string;
  }
>(function OneTimeCodeField(
  { value, onChange, kind, onKindChange, labels, error, hint, autoFocus, disabled, onKeyDown, ...rest },
  ref,
) {
  const app = kind === 'app';
  const input = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => input.current as HTMLInputElement);
  return (
    <div className="flex flex-col gap-1.5">
      <Field
        ref={input}
        label={app ? labels.app : labels.recovery}
        name={app ? 'one-time-code' : 'recovery-code'}
        value={value}
        onChange={(event) => onChange(app ? appCodeInput(event.target.value) : event.target.value)}
        inputMode={app ? 'numeric' : 'text'}
        autoComplete={app ? 'one-time-code' : 'off'}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        // A dash and a stray space fit in a recovery code; the app's code is cut to six digits anyway.
        maxLength={app ? 6 : 13}
        placeholder={app ? '000000' : 'xxxxx-xxxxx'}
        autoFocus={autoFocus}
        disabled={disabled}
        onKeyDown={onKeyDown}
        error={error}
        hint={hint}
        inputClassName="font-mono text-base tracking-[0.3em] placeholder:tracking-[0.3em]"
        data-testid={rest['data-testid']}
      />
      {onKindChange && (
        <button
          type="button"
          onClick={() => {
            onKindChange(app ? 'recovery' : 'app');
            // The switch changed what the field asks for: typing goes on there.
            input.current?.focus();
          }}
          className="min-h-9 self-start text-xs font-bold text-accent-strong underline-offset-4 hover:underline touch:min-h-11"
        >
          {app ? labels.useRecovery : labels.useApp}
        </button>
      )}
    </div>
  );
});
