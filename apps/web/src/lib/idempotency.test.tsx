// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from './api-client.ts';
import { isDecided, useIdempotencyKey } from './idempotency.ts';

/** A money form as small as it gets: one input, a submit that sends the key the hook gives. */
function Form({ outcome, sent }: { outcome: () => Promise<unknown>; sent: Sent }) {
  const idempotency = useIdempotencyKey('test-form');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        const amount = (event.currentTarget.elements.namedItem('amount') as HTMLInputElement).value;
        void idempotency
          .send({ amount }, (key) => {
            sent.keys.push(key);
            return outcome();
          })
          .catch(() => {})
          // Counted once the hook has settled the key, so the next submission sees the rotation.
          .finally(() => {
            sent.settled += 1;
          });
      }}
    >
      <input name="amount" aria-label="amount" defaultValue="10" />
      <button type="submit">Pay</button>
    </form>
  );
}

const submit = async (amount?: string) => {
  if (amount !== undefined) {
    await userEvent.clear(screen.getByLabelText('amount'));
    await userEvent.type(screen.getByLabelText('amount'), amount);
  }
  await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
};

/** The keys the form sent, and how many submissions the hook has settled. */
interface Sent {
  keys: string[];
  settled: number;
}
const newSent = (): Sent => ({ keys: [], settled: 0 });

/** Waits until `count` submissions have settled, so the next one sees any rotation. */
const settled = async (sent: Sent, count: number) => {
  await expect.poll(() => sent.settled).toBe(count);
};

beforeEach(() => sessionStorage.clear());
afterEach(cleanup);

describe('useIdempotencyKey', () => {
  it('keeps the key across a remount (a reload) until the submission succeeds, then rotates', async () => {
    const sent = newSent();
    let outcome: () => Promise<unknown> = () => Promise.reject(new NetworkError());
    const view = render(<Form outcome={() => outcome()} sent={sent} />);
    await submit();
    await settled(sent, 1);

    // The answer was lost; the page reloads (the component mounts anew, sessionStorage stays).
    view.unmount();
    render(<Form outcome={() => outcome()} sent={sent} />);
    outcome = () => Promise.resolve({ id: '1' });
    await submit();
    await settled(sent, 2);
    expect(sent.keys[1]).toBe(sent.keys[0]);

    // Succeeded: the same inputs are now a new submission.
    await submit();
    await settled(sent, 3);
    expect(sent.keys[2]).not.toBe(sent.keys[1]);
    expect(sent.keys[2]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('rotates when the inputs change', async () => {
    const sent = newSent();
    render(<Form outcome={() => Promise.reject(new NetworkError())} sent={sent} />);
    await submit();
    await settled(sent, 1);
    await submit('20');
    await settled(sent, 2);
    expect(sent.keys[1]).not.toBe(sent.keys[0]);
    // Back to the first inputs: the first key was replaced, so a new one.
    await submit('10');
    await settled(sent, 3);
    expect(new Set(sent.keys).size).toBe(3);
  });

  it('rotates after a refusal the server decided, not while the outcome is unknown', () => {
    expect(isDecided(new ApiError(400, 'error_orders_limit'))).toBe(true);
    expect(isDecided(new ApiError(422, 'validation_error'))).toBe(true);
    expect(isDecided(new ApiError(409, 'idempotency_in_progress'))).toBe(false);
    expect(isDecided(new ApiError(503, 'unavailable'))).toBe(false);
    expect(isDecided(new NetworkError())).toBe(false);
  });

  it('keeps no payout details in storage, only a digest of them', async () => {
    const sent = newSent();
    render(<Form outcome={() => Promise.reject(new NetworkError())} sent={sent} />);
    await submit('4276123412341234');
    await settled(sent, 1);
    const stored = sessionStorage.getItem('idempotency.test-form') ?? '';
    expect(stored).toContain(sent.keys[0]);
    expect(stored).not.toContain('4276123412341234');
  });
});
