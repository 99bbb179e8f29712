/**
 * Ids of Rueda's own gateways (includes/Domain/Payments/Gateways) and the
 * payment data keys their server side reads.
 */
export const PAY_AT_WORKSHOP = 'rueda_pay_at_workshop';
export const BANK_TRANSFER = 'rueda_bank_transfer';
export const SANDBOX_CARD = 'rueda_sandbox_card';
export const SANDBOX_EXPRESS = 'rueda_sandbox_express';
export const REDSYS_CARD = 'rueda_redsys';
export const REDSYS_BIZUM = 'rueda_bizum';

export const CARD_NUMBER_KEY = 'rueda-card-number';
export const CARD_EXPIRY_KEY = 'rueda-card-expiry';
export const CARD_CVC_KEY = 'rueda-card-cvc';
export const EXPRESS_OUTCOME_KEY = 'rueda-express-outcome';
