/**
 * Error notices of the checkout flow, in the rueda/notices store. Each area
 * gets one notice (several messages grouped under one heading), replaced on
 * the next attempt.
 */
import { store as noticesStore } from '../../notices';
import {
	EXPRESS_PAYMENT_NOTICE_CONTEXT,
	PAYMENT_NOTICE_CONTEXT,
} from '../../payment/constants';
import { CHECKOUT_ERROR_NOTICE_ID } from '../constants';
import { isThrownResponse, type ObserverResponse } from '../observers';
import type { FlowContext } from './context';
import { fixErrorsHeading, somethingWentWrong } from './messages';

/** Messages by notice area. */
export type NoticeMessages = Map< string, string[] >;

/**
 * One notice's text: a single message as it is, several under the heading,
 * one per line.
 *
 * @param messages The messages, without duplicates.
 */
export function groupMessages( messages: readonly string[] ): string {
	return messages.length > 1
		? [ fixErrorsHeading(), ...messages ].join( '\n' )
		: ( messages[ 0 ] ?? '' );
}

/**
 * The notice area of a listener's answer: payment contexts have their own
 * areas; anything else shows in the caller's area.
 *
 * @param response The listener's answer.
 * @param fallback The caller's area.
 */
export function noticeContextOf(
	response: ObserverResponse,
	fallback: string
): string {
	switch ( response.messageContext ) {
		case 'payments':
			return PAYMENT_NOTICE_CONTEXT;
		case 'express-payments':
			return EXPRESS_PAYMENT_NOTICE_CONTEXT;
		default:
			return fallback;
	}
}

/**
 * What a listener's failing answer shows. A listener that threw has an
 * error's text, which may be technical: only administrators and the editor
 * (showErrorDetails) read it, shoppers read the generic message (spec
 * section 6). A thrown error without text shows the generic one to everyone.
 *
 * @param failure          The failing answer.
 * @param showErrorDetails Whether the viewer may see the detail.
 * @param generic          The generic message.
 * @return The message ('' when an answered failure has none).
 */
export function listenerMessage(
	failure: ObserverResponse,
	showErrorDetails: boolean,
	generic: () => string = somethingWentWrong
): string {
	if ( isThrownResponse( failure ) ) {
		return ( showErrorDetails && failure.message ) || generic();
	}
	return failure.message ?? '';
}

/**
 * @param messages Where to add.
 * @param context  Notice area.
 * @param message  The message ('' adds nothing).
 */
export function addMessage(
	messages: NoticeMessages,
	context: string,
	message: string | undefined
): void {
	if ( ! message ) {
		return;
	}
	const list = messages.get( context ) ?? [];
	if ( ! list.includes( message ) ) {
		messages.set( context, [ ...list, message ] );
	}
}

/**
 * @param context  The flow.
 * @param messages Messages by notice area.
 */
export function showErrorNotices(
	context: FlowContext,
	messages: NoticeMessages
): void {
	const { createErrorNotice } = context.registry.dispatch( noticesStore );
	messages.forEach( ( list, area ) => {
		if ( list.length ) {
			context.noticeContexts.add( area );
			createErrorNotice( groupMessages( list ), {
				id: CHECKOUT_ERROR_NOTICE_ID,
				context: area,
			} );
		}
	} );
}

/**
 * Removes the flow's earlier notices when a new attempt starts.
 *
 * @param context The flow.
 */
export function clearErrorNotices( context: FlowContext ): void {
	const { removeNotice } = context.registry.dispatch( noticesStore );
	context.noticeContexts.forEach( ( area ) =>
		removeNotice( CHECKOUT_ERROR_NOTICE_ID, area )
	);
	context.noticeContexts.clear();
}
