/**
 * The payment step: the shopper's saved payment methods first, then the
 * other methods, the chosen one with its own fields and, where offered, the
 * option to save it. While an express payment is under way the whole step is
 * disabled (aria-disabled and inert).
 */
import { __ } from '@wordpress/i18n';
import type { ReactNode } from 'react';

import Notice from '@rueda/shared/cart/notice';
import Checkbox from '../../components/checkbox';
import CheckoutStep from '../../components/checkout-step';
import type { CheckoutStepTexts } from '../../components/checkout-step-settings';
import RadioOption from '../../components/radio-option';
import { useInert } from '../../components/use-inert';

/** The step's title and description when the shop owner has not set them. */
export function getStepTexts(): CheckoutStepTexts {
	return {
		title: __( 'Payment options', 'rueda' ),
		description: '',
	};
}

export type PaymentOption = {
	/** Method name, or saved token id. */
	value: string;
	label: ReactNode;
	ariaLabel?: string;
	/** The brands and schemes the method takes, beside its label. */
	icons?: ReactNode;
};

export type PaymentOptionsProps = {
	isLoading: boolean;
	/** A notice instead of the options ('' for none). */
	notice: string;
	savedMethods: readonly PaymentOption[];
	methods: readonly PaymentOption[];
	/** The chosen saved token, or ''. */
	activeToken: string;
	/** The chosen method (when no saved token is chosen). */
	activeMethod: string;
	onSelectSaved: ( tokenId: string ) => void;
	onSelectMethod: ( name: string ) => void;
	/** The chosen method's fields. */
	content: ReactNode;
	/** The save checkbox, when the chosen method and the shopper allow it. */
	saveOption: {
		checked: boolean;
		onChange: ( save: boolean ) => void;
	} | null;
	disabled: boolean;
	instanceId: string;
};

function PaymentSkeleton() {
	return (
		<div
			className="rueda-skeleton rueda-payment-skeleton"
			aria-hidden="true"
		>
			<span className="rueda-skeleton__line" />
			<span className="rueda-skeleton__line" />
			<span className="rueda-skeleton__line" />
		</div>
	);
}

export default function PaymentOptions( {
	isLoading,
	notice,
	savedMethods,
	methods,
	activeToken,
	activeMethod,
	onSelectSaved,
	onSelectMethod,
	content,
	saveOption,
	disabled,
	instanceId,
}: PaymentOptionsProps ) {
	const ref = useInert< HTMLDivElement >( disabled );
	const name = `rueda-payment-method-${ instanceId }`;
	const saveCheckbox = saveOption && (
		<Checkbox
			id={ `rueda-save-payment-${ instanceId }` }
			className="rueda-payment-options__save"
			label={ __(
				'Save payment information to my account for future purchases.',
				'rueda'
			) }
			checked={ saveOption.checked }
			onChange={ saveOption.onChange }
		/>
	);
	let body: ReactNode;
	if ( isLoading ) {
		body = <PaymentSkeleton />;
	} else if ( notice ) {
		body = <Notice status="error">{ notice }</Notice>;
	} else {
		body = (
			<>
				{ savedMethods.length > 0 && (
					<div className="rueda-payment-options__saved">
						{ savedMethods.map( ( option ) => (
							<RadioOption
								key={ option.value }
								id={ `${ name }-saved-${ option.value }` }
								name={ name }
								value={ option.value }
								checked={ activeToken === option.value }
								onSelect={ () => onSelectSaved( option.value ) }
								label={ option.label }
							/>
						) ) }
					</div>
				) }
				<div className="rueda-payment-options__methods">
					{ methods.map( ( option ) => (
						<RadioOption
							key={ option.value }
							id={ `${ name }-${ option.value }` }
							name={ name }
							value={ option.value }
							checked={
								activeToken === '' &&
								activeMethod === option.value
							}
							onSelect={ () => onSelectMethod( option.value ) }
							aside={ option.icons }
							label={
								option.ariaLabel ? (
									<span aria-label={ option.ariaLabel }>
										{ option.label }
									</span>
								) : (
									option.label
								)
							}
						>
							{ content }
							{ saveCheckbox }
						</RadioOption>
					) ) }
				</div>
			</>
		);
	}
	return (
		<div
			ref={ ref }
			className="rueda-payment-options"
			aria-disabled={ disabled || undefined }
		>
			<CheckoutStep { ...getStepTexts() } disabled={ disabled }>
				{ body }
			</CheckoutStep>
		</div>
	);
}
