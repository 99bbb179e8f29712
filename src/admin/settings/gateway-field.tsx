/**
 * One setting a payment gateway declares (ConfigurableGateway), drawn by its
 * type: the screen needs no code per gateway.
 */
import {
	SelectControl,
	TextControl,
	TextareaControl,
	ToggleControl,
} from '@wordpress/components';

import { __ } from '@wordpress/i18n';

import FieldError from './field-error';
import type { GatewayField as Field, GatewayFieldValue } from './types';

const INPUT_TYPES: Partial<
	Record< Field[ 'type' ], 'password' | 'email' | 'url' | 'number' >
> = {
	password: 'password',
	email: 'email',
	url: 'url',
	number: 'number',
};

export default function GatewayField( {
	field,
	value,
	saved = false,
	error,
	onChange,
}: {
	field: Field;
	value: GatewayFieldValue | undefined;
	/** A password field whose value is saved (the server never sends it). */
	saved?: boolean;
	error?: string;
	onChange: ( value: GatewayFieldValue ) => void;
} ) {
	const label = field.required ? `${ field.label } *` : field.label;
	const help = field.help || undefined;
	let control;
	if ( field.type === 'toggle' ) {
		control = (
			<ToggleControl
				__nextHasNoMarginBottom
				label={ label }
				help={ help }
				checked={ value === true }
				onChange={ onChange }
			/>
		);
	} else if ( field.type === 'select' ) {
		control = (
			<SelectControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ label }
				help={ help }
				value={ String( value ?? '' ) }
				options={ field.options }
				onChange={ onChange }
			/>
		);
	} else if ( field.type === 'textarea' ) {
		control = (
			<TextareaControl
				__nextHasNoMarginBottom
				label={ label }
				help={ help }
				value={ String( value ?? '' ) }
				onChange={ onChange }
			/>
		);
	} else {
		control = (
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ label }
				help={ help }
				type={ INPUT_TYPES[ field.type ] ?? 'text' }
				autoComplete={
					field.type === 'password' ? 'new-password' : undefined
				}
				placeholder={
					saved && field.type === 'password'
						? __( 'Saved. Type a new one to replace it.', 'rueda' )
						: undefined
				}
				maxLength={
					field.type === 'number' ? undefined : field.max_length
				}
				min={ field.min ?? undefined }
				max={ field.max ?? undefined }
				value={ String( value ?? '' ) }
				onChange={ ( typed ) =>
					onChange(
						field.type === 'number' &&
							typed.trim() !== '' &&
							! isNaN( Number( typed ) )
							? Number( typed )
							: typed
					)
				}
			/>
		);
	}
	return (
		<>
			{ control }
			<FieldError message={ error } />
		</>
	);
}
