import { describe, expect, it } from 'vitest';
import { sellFormFields } from './sell-form.ts';

describe('fiat withdrawal form fields (SPEC §5.5)', () => {
  it('p2p needs a card, account_number an online banking account, sbp a phone', () => {
    expect(sellFormFields({ method: 'p2p', sell: {} }).required).toEqual(['card']);
    expect(sellFormFields({ method: 'account_number', sell: {} }).required).toEqual([
      'account_number_online_banking_ph',
    ]);
    expect(sellFormFields({ method: 'sbp', sell: {} }).required).toEqual(['phone']);
  });

  it('e-mail-based methods ask for the e-mail', () => {
    expect(sellFormFields({ method: 'skrill', sell: {} }).required).toEqual(['email']);
  });

  it("uses the subbank's fields, then the method's, and hides the full-name fields", () => {
    const method = {
      method: 'revolut',
      sell: {
        externalDetailsFields: { required: ['email', 'full_name_latin'], optional: ['phone', 'first_name'] },
      },
    };
    expect(sellFormFields(method)).toEqual({
      required: ['email'],
      optional: ['phone'],
      nameRequired: true,
      latinName: true,
    });
    expect(
      sellFormFields(
        { method: 'sbp', sell: { externalDetailsFields: { required: ['card'], optional: [] } } },
        { externalDetailsFields: { required: ['phone'], optional: ['email'] } },
      ),
    ).toEqual({ required: ['phone'], optional: ['email'], nameRequired: true, latinName: false });
  });

  it('the name is optional for the game store and blik', () => {
    expect(sellFormFields({ method: 'game_store', sell: {} }).nameRequired).toBe(false);
    expect(sellFormFields({ method: 'blik', sell: {} }).nameRequired).toBe(false);
    expect(sellFormFields({ method: 'p2p', sell: {} }).nameRequired).toBe(true);
  });

  it('a field both required and optional is required once', () => {
    expect(
      sellFormFields({
        method: 'p2p',
        sell: { externalDetailsFields: { required: [], optional: ['card', 'email'] } },
      }),
    ).toMatchObject({ required: ['card'], optional: ['email'] });
  });
});
