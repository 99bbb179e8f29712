/**
 * The order's refunds: the list (date, amount, who, how, the bank's reference,
 * the rectifying invoice) and the Reembolsar form, which refunds units of each
 * line (each with its "back to stock" choice) or an amount, with the reason
 * and, when the payment method cannot refund by itself, how the money went
 * back. The total to refund is shown as it changes, and confirmed before.
 */
import {
	Button,
	Card,
	CardBody,
	CardHeader,
	CheckboxControl,
	Flex,
	TextControl,
} from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

import ConfirmModal from '../shared/confirm-modal';
import { formatAmount, parseAmount } from '../shared/money';
import { messageOf, refundOrder } from './order-api';
import { linesTotal, unitsLeft, type RefundChoice } from './refund-lines';
import type { OrderDetail, RefundSummary } from './types';

type Props = {
	order: OrderDetail;
	replace: ( order: OrderDetail ) => void;
	reload: () => void;
	notify: ( message: string, isError?: boolean ) => void;
};

/**
 * Minor units in the shop's format, e.g. "12,00 €".
 *
 * @param minor   Amount.
 * @param summary The refund summary (its format).
 */
function money( minor: number, summary: RefundSummary ): string {
	return `${ summary.format.prefix }${ formatAmount(
		minor,
		summary.format
	) }${ summary.format.suffix }`;
}

function RefundForm( {
	order,
	summary,
	onDone,
	onCancel,
	notify,
	reload,
}: {
	order: OrderDetail;
	summary: RefundSummary;
	onDone: ( order: OrderDetail ) => void;
	onCancel: () => void;
	notify: Props[ 'notify' ];
	reload: () => void;
} ) {
	const [ choices, setChoices ] = useState<
		Record< number, RefundChoice | undefined >
	>( {} );
	const [ amountText, setAmountText ] = useState( '' );
	const [ reason, setReason ] = useState( '' );
	const [ paidBack, setPaidBack ] = useState( '' );
	const [ isConfirming, setIsConfirming ] = useState( false );
	const [ isBusy, setIsBusy ] = useState( false );
	// One key per form: a double click or a retry is the same refund.
	const [ key ] = useState(
		() =>
			`${ order.id }-${ Date.now() }-${ Math.random().toString( 36 ).slice( 2 ) }`
	);

	const lines = summary.lines.filter( ( line ) => unitsLeft( line ) > 0 );
	const nameOf = ( id: number ) =>
		order.items.find( ( item ) => item.id === id )?.name ?? '';
	const choiceOf = ( id: number ): RefundChoice =>
		choices[ id ] ?? {
			quantity: 0,
			restock: ! summary.lines.find( ( line ) => line.id === id )?.fitted,
		};
	const choose = ( id: number, change: Partial< RefundChoice > ) =>
		setChoices( { ...choices, [ id ]: { ...choiceOf( id ), ...change } } );

	// Everything left: every unit (shipping and fees come with the amount).
	const chooseAll = () => {
		const all: Record< number, RefundChoice > = {};
		for ( const line of lines ) {
			all[ line.id ] = {
				...choiceOf( line.id ),
				quantity: unitsLeft( line ),
			};
		}
		setChoices( all );
		setAmountText( formatAmount( summary.remaining, summary.format ) );
	};

	const parsed = parseAmount( amountText, summary.format );
	const total =
		typeof parsed === 'number' ? parsed : linesTotal( lines, choices );
	let problem = '';
	if ( parsed === undefined ) {
		problem = __( 'Write the amount as 12,50.', 'rueda' );
	} else if ( total > summary.remaining ) {
		problem = sprintf(
			/* translators: %s: amount left to refund. */
			__( 'At most %s can be refunded.', 'rueda' ),
			summary.remaining_display
		);
	}
	const isManual = summary.method === 'manual';
	const isReady =
		total > 0 &&
		! problem &&
		reason.trim() !== '' &&
		( ! isManual || paidBack.trim() !== '' );

	const submit = async () => {
		setIsConfirming( false );
		setIsBusy( true );
		try {
			const answer = await refundOrder(
				order.id,
				{
					...( typeof parsed === 'number' ? { amount: parsed } : {} ),
					lines: lines
						.map( ( line ) => ( {
							id: line.id,
							...choiceOf( line.id ),
						} ) )
						.filter( ( line ) => line.quantity > 0 ),
					reason,
					paid_back: paidBack,
				},
				key
			);
			notify( __( 'Refund recorded.', 'rueda' ) );
			onDone( answer.order );
		} catch ( failure ) {
			notify(
				messageOf(
					failure,
					__( 'The refund could not be made.', 'rueda' )
				),
				true
			);
			reload();
		}
		setIsBusy( false );
	};

	return (
		<form
			className="rueda-order__refund-form"
			onSubmit={ ( event ) => {
				event.preventDefault();
				if ( isReady ) {
					setIsConfirming( true );
				}
			} }
		>
			<Button variant="link" onClick={ chooseAll }>
				{ sprintf(
					/* translators: %s: amount left to refund. */
					__( 'Refund everything left (%s)', 'rueda' ),
					summary.remaining_display
				) }
			</Button>
			{ lines.map( ( line ) => (
				<fieldset key={ line.id } className="rueda-order__refund-line">
					<legend>{ nameOf( line.id ) }</legend>
					<TextControl
						type="number"
						min={ 0 }
						max={ unitsLeft( line ) }
						label={ sprintf(
							/* translators: %d: units that can still be refunded. */
							__( 'Units to refund (up to %d)', 'rueda' ),
							unitsLeft( line )
						) }
						value={ String( choiceOf( line.id ).quantity ) }
						onChange={ ( value ) =>
							choose( line.id, {
								quantity: Math.max(
									0,
									parseInt( value, 10 ) || 0
								),
							} )
						}
						__next40pxDefaultSize
						__nextHasNoMarginBottom
					/>
					<CheckboxControl
						label={ __( 'Return to stock', 'rueda' ) }
						checked={ choiceOf( line.id ).restock }
						onChange={ ( restock ) =>
							choose( line.id, { restock } )
						}
						__nextHasNoMarginBottom
					/>
				</fieldset>
			) ) }
			<TextControl
				label={ __( 'Amount to refund (optional)', 'rueda' ) }
				help={ __(
					'Leave it empty to refund exactly the units chosen.',
					'rueda'
				) }
				value={ amountText }
				onChange={ setAmountText }
				__next40pxDefaultSize
				__nextHasNoMarginBottom
			/>
			<TextControl
				label={ __( 'Reason', 'rueda' ) }
				value={ reason }
				onChange={ setReason }
				required
				__next40pxDefaultSize
				__nextHasNoMarginBottom
			/>
			{ isManual && (
				<TextControl
					label={ __( 'How was it paid back?', 'rueda' ) }
					help={ __(
						'This payment method cannot refund by itself: bank transfer, cash, card at the workshop…',
						'rueda'
					) }
					value={ paidBack }
					onChange={ setPaidBack }
					required
					__next40pxDefaultSize
					__nextHasNoMarginBottom
				/>
			) }
			<p className="rueda-order__refund-total" aria-live="polite">
				{ sprintf(
					/* translators: %s: amount to refund. */
					__( 'Total to refund: %s', 'rueda' ),
					money( total, summary )
				) }
			</p>
			{ problem && (
				<p className="rueda-order__refund-problem">{ problem }</p>
			) }
			<Flex justify="flex-end">
				<Button
					variant="tertiary"
					onClick={ onCancel }
					__next40pxDefaultSize
				>
					{ __( 'Cancel', 'rueda' ) }
				</Button>
				<Button
					variant="primary"
					type="submit"
					isBusy={ isBusy }
					disabled={ isBusy || ! isReady }
					accessibleWhenDisabled
					__next40pxDefaultSize
				>
					{ sprintf(
						/* translators: %s: amount to refund. */
						__( 'Refund %s', 'rueda' ),
						money( total, summary )
					) }
				</Button>
			</Flex>
			{ isConfirming && (
				<ConfirmModal
					title={ sprintf(
						/* translators: %s: amount to refund. */
						__( 'Refund %s?', 'rueda' ),
						money( total, summary )
					) }
					message={
						isManual
							? __(
									'The refund is recorded as made by hand and the customer is emailed. This cannot be undone.',
									'rueda'
								)
							: __(
									'The bank gives the money back to the customer, who is emailed. This cannot be undone.',
									'rueda'
								)
					}
					confirmLabel={ __( 'Yes, refund', 'rueda' ) }
					onConfirm={ submit }
					onCancel={ () => setIsConfirming( false ) }
				/>
			) }
		</form>
	);
}

export default function RefundPanel( {
	order,
	replace,
	reload,
	notify,
}: Props ) {
	const [ isOpen, setIsOpen ] = useState( false );
	const summary = order.refund;
	const refunds = order.refunds ?? [];
	if ( ! summary || ( ! summary.allowed && ! refunds.length ) ) {
		return null;
	}
	return (
		<Card className="rueda-order__refunds">
			<CardHeader>
				<h2>{ __( 'Refunds', 'rueda' ) }</h2>
			</CardHeader>
			<CardBody>
				{ refunds.length > 0 && (
					<ul className="rueda-order__refund-list">
						{ refunds.map( ( refund ) => (
							<li key={ refund.id }>
								<strong>{ refund.amount_display }</strong>
								{ ' · ' }
								{ refund.date_display }
								{ refund.author && ` · ${ refund.author }` }
								<br />
								{ refund.method === 'gateway'
									? sprintf(
											/* translators: %s: the bank's reference. */
											__(
												'Through the bank, reference %s',
												'rueda'
											),
											refund.reference
										)
									: sprintf(
											/* translators: %s: how the money was given back. */
											__( 'By hand: %s', 'rueda' ),
											refund.paid_back
										) }
								<br />
								{ refund.reason }
								{ refund.pending && (
									<>
										<br />
										{ __(
											'Waiting for the bank…',
											'rueda'
										) }
									</>
								) }
								{ refund.rectifying_invoice && (
									<>
										<br />
										<a
											href={
												refund.rectifying_invoice.url
											}
											target="_blank"
											rel="noreferrer"
										>
											{ sprintf(
												/* translators: %s: rectifying invoice number. */
												__(
													'Rectifying invoice %s',
													'rueda'
												),
												refund.rectifying_invoice.number
											) }
										</a>
									</>
								) }
							</li>
						) ) }
					</ul>
				) }
				{ summary.allowed && ! isOpen && (
					<Button
						variant="secondary"
						onClick={ () => setIsOpen( true ) }
						__next40pxDefaultSize
					>
						{ __( 'Refund', 'rueda' ) }
					</Button>
				) }
				{ summary.allowed && isOpen && (
					<RefundForm
						order={ order }
						summary={ summary }
						notify={ notify }
						reload={ reload }
						onCancel={ () => setIsOpen( false ) }
						onDone={ ( changed ) => {
							setIsOpen( false );
							replace( changed );
						} }
					/>
				) }
			</CardBody>
		</Card>
	);
}
