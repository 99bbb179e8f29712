/**
 * An amount field: shows minor units in the shop's format and hands back
 * minor units, or the text when it is not an amount (the server then names
 * the field).
 */
import { TextControl } from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';

import FieldError from './field-error';
import { formatAmount, parseAmount } from '../shared/money';
import type { Amount, CurrencyFormat } from './types';

const toText = ( value: Amount, currency: CurrencyFormat ) =>
	typeof value === 'string' ? value : formatAmount( value, currency );

const toAmount = ( text: string, currency: CurrencyFormat ): Amount => {
	const minor = parseAmount( text, currency );
	return typeof minor === 'number' ? minor : text;
};

export default function MoneyControl( {
	label,
	help,
	value,
	currency,
	error,
	onChange,
}: {
	label: string;
	help?: string;
	value: Amount;
	currency: CurrencyFormat;
	error?: string;
	onChange: ( value: Amount ) => void;
} ) {
	const [ text, setText ] = useState( () => toText( value, currency ) );
	// A value changed from outside (a saved reply, another edit) replaces the text.
	useEffect( () => {
		if ( toAmount( text, currency ) !== value ) {
			setText( toText( value, currency ) );
		}
		// eslint-disable-next-line react-hooks/exhaustive-deps -- only outside changes.
	}, [ value ] );
	return (
		<>
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ label }
				help={ help }
				inputMode="decimal"
				value={ text }
				onChange={ ( typed ) => {
					setText( typed );
					onChange( toAmount( typed, currency ) );
				} }
			/>
			<FieldError message={ error } />
		</>
	);
}
