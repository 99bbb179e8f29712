/**
 * Accounts at checkout (spec section 6): who may create one and who must.
 */
export type AccountContext = {
	/** Logged in as a customer. */
	isLoggedIn: boolean;
	/** Guest checkout is allowed. */
	allowsGuest: boolean;
	/** Account creation at checkout is offered. */
	allowsSignup: boolean;
};

/**
 * @param context The shopper and the shop's rules.
 * @return 'none' (logged in, or no sign-up offered), 'optional' or 'required'.
 */
export function getAccountCreation(
	context: AccountContext
): 'none' | 'optional' | 'required' {
	if ( context.isLoggedIn ) {
		return 'none';
	}
	if ( ! context.allowsGuest ) {
		return 'required';
	}
	return context.allowsSignup ? 'optional' : 'none';
}
