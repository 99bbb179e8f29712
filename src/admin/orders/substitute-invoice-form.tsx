/**
 * The form that issues a factura completa replacing the order's simplified
 * invoice: who it is made out to (name or company, NIF/NIE/CIF, address),
 * confirmed before, since an invoice cannot be undone.
 */
import { Button, Flex, TextControl } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

import ConfirmModal from '../shared/confirm-modal';
import { messageOf, replaceInvoice, type SubstituteBuyer } from './order-api';
import type { OrderDetail } from './types';

const EMPTY: SubstituteBuyer = {
	name: '',
	company: '',
	tax_id: '',
	address_1: '',
	postcode: '',
	city: '',
	state: '',
	country: 'ES',
};

export default function SubstituteInvoiceForm( {
	orderId,
	replaces,
	onDone,
	onCancel,
	notify,
}: {
	orderId: number;
	/** The simplified invoice's number. */
	replaces: string;
	onDone: ( order: OrderDetail ) => void;
	onCancel: () => void;
	notify: ( message: string, isError?: boolean ) => void;
} ) {
	const [ buyer, setBuyer ] = useState< SubstituteBuyer >( EMPTY );
	const [ isConfirming, setIsConfirming ] = useState( false );
	const [ isBusy, setIsBusy ] = useState( false );
	const set = ( field: keyof SubstituteBuyer ) => ( value: string ) =>
		setBuyer( ( current ) => ( { ...current, [ field ]: value } ) );
	const isReady =
		( buyer.name.trim() !== '' || buyer.company.trim() !== '' ) &&
		buyer.tax_id.trim() !== '';

	const submit = async () => {
		setIsConfirming( false );
		setIsBusy( true );
		try {
			const answer = await replaceInvoice( orderId, buyer );
			notify( __( 'Full invoice issued.', 'rueda' ) );
			onDone( answer.order );
		} catch ( failure ) {
			notify(
				messageOf(
					failure,
					__( 'The full invoice could not be issued.', 'rueda' )
				),
				true
			);
		}
		setIsBusy( false );
	};

	const fields: Array< [ keyof SubstituteBuyer, string ] > = [
		[ 'name', __( 'Name', 'rueda' ) ],
		[ 'company', __( 'Company (optional)', 'rueda' ) ],
		[ 'tax_id', __( 'NIF, NIE or CIF', 'rueda' ) ],
		[ 'address_1', __( 'Address', 'rueda' ) ],
		[ 'postcode', __( 'Postcode', 'rueda' ) ],
		[ 'city', __( 'City', 'rueda' ) ],
		[ 'state', __( 'Province', 'rueda' ) ],
	];

	return (
		<form
			className="rueda-order__substitute-form"
			onSubmit={ ( event ) => {
				event.preventDefault();
				if ( isReady ) {
					setIsConfirming( true );
				}
			} }
		>
			{ fields.map( ( [ field, label ] ) => (
				<TextControl
					key={ field }
					label={ label }
					value={ buyer[ field ] }
					onChange={ set( field ) }
					required={ field === 'tax_id' }
					__next40pxDefaultSize
					__nextHasNoMarginBottom
				/>
			) ) }
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
					{ __( 'Issue full invoice', 'rueda' ) }
				</Button>
			</Flex>
			{ isConfirming && (
				<ConfirmModal
					title={ __( 'Issue a full invoice?', 'rueda' ) }
					message={ sprintf(
						/* translators: 1: simplified invoice number, 2: the buyer's NIF. */
						__(
							'A full invoice made out to %2$s replaces simplified invoice %1$s, which stays as issued. This cannot be undone.',
							'rueda'
						),
						replaces,
						buyer.tax_id.trim()
					) }
					confirmLabel={ __( 'Yes, issue it', 'rueda' ) }
					onConfirm={ submit }
					onCancel={ () => setIsConfirming( false ) }
				/>
			) }
		</form>
	);
}
