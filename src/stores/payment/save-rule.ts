/**
 * Spec section 6: the option to save payment information is offered only to
 * logged-in customers, customers creating an account, or when guests are
 * not allowed to check out.
 */
export type SaveRuleInput = {
	/** 0 for guests. */
	customerId: number;
	shouldCreateAccount: boolean;
	allowsGuestCheckout: boolean;
};

export function isSavePaymentMethodOffered( {
	customerId,
	shouldCreateAccount,
	allowsGuestCheckout,
}: SaveRuleInput ): boolean {
	return customerId > 0 || shouldCreateAccount || ! allowsGuestCheckout;
}
