/**
 * The rueda/notices store: the shop's notices by area (context), with the
 * shape and calls of WordPress's core/notices, which the shop cannot use on
 * the storefront (its script loads the whole component library).
 *
 * Extensions add a notice to a block's area with
 * `dispatch( 'rueda/notices' ).createErrorNotice( text, { context: 'rueda/cart' } )`.
 */
import {
	createReduxStore,
	register,
	type ActionCreatorsOf,
	type CurriedSelectorsOf,
} from '@wordpress/data';

export const STORE_KEY = 'rueda/notices';
export const DEFAULT_CONTEXT = 'global';

export type NoticeStatus = 'error' | 'warning' | 'info' | 'success';

export type ShopNotice = {
	id: string;
	status: NoticeStatus;
	content: string;
	/** 'default' shows in the area; 'snackbar' floats and leaves by itself. */
	type: 'default' | 'snackbar';
	isDismissible: boolean;
};

export type NoticeOptions = Partial<
	Pick< ShopNotice, 'id' | 'type' | 'isDismissible' >
> & { context?: string };

type State = Readonly< Record< string, readonly ShopNotice[] > >;

type Action =
	| {
			type: 'CREATE_NOTICE';
			context: string;
			notice: ShopNotice;
	  }
	| { type: 'REMOVE_NOTICE'; context: string; id: string };

const NONE: readonly ShopNotice[] = [];
let lastId = 0;

function reducer( state: State = {}, action: Action ): State {
	switch ( action.type ) {
		case 'CREATE_NOTICE': {
			// A notice with the id of an earlier one replaces it.
			const others = ( state[ action.context ] ?? NONE ).filter(
				( notice ) => notice.id !== action.notice.id
			);
			return {
				...state,
				[ action.context ]: [ ...others, action.notice ],
			};
		}
		case 'REMOVE_NOTICE': {
			const notices = state[ action.context ];
			if ( ! notices?.some( ( notice ) => notice.id === action.id ) ) {
				return state;
			}
			return {
				...state,
				[ action.context ]: notices.filter(
					( notice ) => notice.id !== action.id
				),
			};
		}
	}
	return state;
}

const actions = {
	createNotice(
		status: NoticeStatus,
		content: string,
		{
			id = `rueda-notice-${ ++lastId }`,
			type = 'default',
			isDismissible = true,
			context = DEFAULT_CONTEXT,
		}: NoticeOptions = {}
	): Action {
		return {
			type: 'CREATE_NOTICE',
			context,
			notice: { id, status, content, type, isDismissible },
		};
	},
	createErrorNotice( content: string, options?: NoticeOptions ): Action {
		return actions.createNotice( 'error', content, options );
	},
	createInfoNotice( content: string, options?: NoticeOptions ): Action {
		return actions.createNotice( 'info', content, options );
	},
	removeNotice( id: string, context = DEFAULT_CONTEXT ): Action {
		return { type: 'REMOVE_NOTICE', context, id };
	},
};

const selectors = {
	getNotices( state: State, context = DEFAULT_CONTEXT ) {
		return state[ context ] ?? NONE;
	},
};

export const store = createReduxStore( STORE_KEY, {
	reducer,
	actions,
	selectors,
} );

register( store );

export type NoticesStore = typeof store;

declare module '@wordpress/data' {
	function select(
		key: typeof STORE_KEY
	): CurriedSelectorsOf< NoticesStore >;
	function dispatch(
		key: typeof STORE_KEY
	): ActionCreatorsOf< NoticesStore >;
}
