/**
 * The rueda/validation store: the checkout's field errors by field id, each
 * hidden until the shopper has touched the field (spec section 5), and the
 * messages grouped for the notice shown before an order is sent.
 */
import {
	createReduxStore,
	register,
	type ActionCreatorsOf,
	type CurriedSelectorsOf,
} from '@wordpress/data';

export const STORE_KEY = 'rueda/validation';

export type ValidationError = { message: string; hidden: boolean };

type State = Readonly< Record< string, ValidationError > >;

type Action =
	| { type: 'SET_ERRORS'; errors: Record< string, ValidationError > }
	| { type: 'CLEAR_ERRORS'; ids: readonly string[] | null }
	| { type: 'SET_HIDDEN'; ids: readonly string[] | null; hidden: boolean };

function reducer( state: State = {}, action: Action ): State {
	switch ( action.type ) {
		case 'SET_ERRORS':
			return { ...state, ...action.errors };
		case 'CLEAR_ERRORS': {
			if ( action.ids === null ) {
				return {};
			}
			const next = { ...state };
			action.ids.forEach( ( id ) => delete next[ id ] );
			return next;
		}
		case 'SET_HIDDEN': {
			const next = { ...state };
			for ( const id of action.ids ?? Object.keys( state ) ) {
				const error = state[ id ];
				if ( error ) {
					next[ id ] = { ...error, hidden: action.hidden };
				}
			}
			return next;
		}
	}
	return state;
}

const actions = {
	/**
	 * Sets errors by field id (an empty message is no error).
	 *
	 * @param errors Errors by field id.
	 */
	setValidationErrors( errors: Record< string, ValidationError > ): Action {
		return {
			type: 'SET_ERRORS',
			errors: Object.fromEntries(
				Object.entries( errors ).filter(
					( [ id, error ] ) => id !== '' && error.message !== ''
				)
			),
		};
	},
	clearValidationError( id: string ): Action {
		return { type: 'CLEAR_ERRORS', ids: [ id ] };
	},
	clearValidationErrors( ids?: readonly string[] ): Action {
		return { type: 'CLEAR_ERRORS', ids: ids ?? null };
	},
	hideValidationError( id: string ): Action {
		return { type: 'SET_HIDDEN', ids: [ id ], hidden: true };
	},
	showValidationError( id: string ): Action {
		return { type: 'SET_HIDDEN', ids: [ id ], hidden: false };
	},
	/** Shows every error, as when the shopper tries to place the order. */
	showAllValidationErrors(): Action {
		return { type: 'SET_HIDDEN', ids: null, hidden: false };
	},
};

const selectors = {
	getValidationError( state: State, id: string ) {
		return state[ id ];
	},
	/**
	 * The id of the element describing a field's error (aria-describedby).
	 * @param state
	 * @param id
	 */
	getValidationErrorId( state: State, id: string ) {
		const error = state[ id ];
		return error && ! error.hidden ? `validate-error-${ id }` : undefined;
	},
	hasValidationErrors( state: State ) {
		return Object.keys( state ).length > 0;
	},
	/**
	 * The messages of the shown errors, for "Please fix the following errors…".
	 * @param state
	 */
	getShownMessages( state: State ): string[] {
		return [
			...new Set(
				Object.values( state )
					.filter( ( error ) => ! error.hidden )
					.map( ( error ) => error.message )
			),
		];
	},
};

export const store = createReduxStore( STORE_KEY, {
	reducer,
	actions,
	selectors,
} );

register( store );

export type ValidationStore = typeof store;

declare module '@wordpress/data' {
	function select(
		key: typeof STORE_KEY
	): CurriedSelectorsOf< ValidationStore >;
	function dispatch(
		key: typeof STORE_KEY
	): ActionCreatorsOf< ValidationStore >;
}
