import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { FairnessVerifier } from './fairness-verifier.tsx';

describe('FairnessVerifier: how it works', () => {
  it('says how the bytes become floats in one sentence, not two paragraphs (the second began in lower case)', () => {
    renderWithProviders(
      <MemoryRouter initialEntries={['/en/fairness']}>
        <FairnessVerifier />
      </MemoryRouter>,
    );
    const paragraph = screen.getByText('HMAC-SHA256(serverSeed, clientSeed:nonce:round)').closest('p');
    expect(paragraph?.textContent).toBe(
      "Each bet's random bytes are HMAC-SHA256(serverSeed, clientSeed:nonce:round), read 4 bytes at a time into numbers between 0 and 1: Σ byte[i] / 256^(i+1)",
    );
  });
});
