import { forwardRef, type KeyboardEvent, useId, useState } from 'react';
import { Field, type FieldProps } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../i18n/index.ts';

/**
 * A password input with a show/hide toggle and a Caps Lock warning. The toggle's name is inner text, not
 * an aria-label, so the input stays the only thing labelled "Password".
 */
export const PasswordField = forwardRef<HTMLInputElement, Omit<FieldProps, 'type' | 'suffix'>>(
  function PasswordField({ hint, id, onKeyDown, onKeyUp, onBlur, ...rest }, ref) {
    const { t } = useTranslation('auth');
    const generated = useId();
    const inputId = id ?? generated;
    const [visible, setVisible] = useState(false);
    const [capsLock, setCapsLock] = useState(false);

    function readCapsLock(event: KeyboardEvent<HTMLInputElement>) {
      if (typeof event.getModifierState === 'function') setCapsLock(event.getModifierState('CapsLock'));
    }

    return (
      <Field
        ref={ref}
        id={inputId}
        type={visible ? 'text' : 'password'}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        hint={capsLock ? <span className="font-semibold text-gold">{t('password.capsLock')}</span> : hint}
        onKeyDown={(event) => {
          readCapsLock(event);
          onKeyDown?.(event);
        }}
        onKeyUp={(event) => {
          readCapsLock(event);
          onKeyUp?.(event);
        }}
        onBlur={(event) => {
          setCapsLock(false);
          onBlur?.(event);
        }}
        suffix={
          <button
            type="button"
            aria-controls={inputId}
            aria-pressed={visible}
            onClick={() => setVisible((shown) => !shown)}
            className="mr-1 grid size-9 shrink-0 place-items-center touch:size-11 rounded-lg text-muted transition hover:bg-raised hover:text-ink"
          >
            <span className="sr-only">{visible ? t('password.hide') : t('password.show')}</span>
            <svg
              viewBox="0 0 24 24"
              className="size-5"
              aria-hidden="true"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
              <circle cx="12" cy="12" r="3" />
              {visible && <path d="M4 4l16 16" />}
            </svg>
          </button>
        }
        {...rest}
      />
    );
  },
);
