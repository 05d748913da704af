/**
 * SPEC §4.4 step 3, the verify feature flag: when on, an unverified player (profile incomplete, SPEC §5.6)
 * fills the personal-data view before a withdrawal is created. The server has the same switch
 * (WITHDRAWALS_REQUIRE_PROFILE) and answers `personal_data_required`, which leads to the same view, so
 * turning on only the server's flag is enough; this one saves the player the round trip.
 */
export const WITHDRAW_VERIFY_REQUIRED = import.meta.env.VITE_WITHDRAW_VERIFY === 'on';
