/**
 * The terms the shopper accepts, with links to the terms and the privacy
 * policy: a required checkbox (the shop's default), or a sentence saying that
 * placing the order accepts them when the shop owner turned the box off.
 */
import { __ } from '@wordpress/i18n';

import Checkbox from '../../components/checkbox';
import { interpolate } from '../../components/interpolate';

function PageLink( { url, text }: { url: string; text: string } ) {
	return url ? (
		<a href={ url } target="_blank" rel="noopener noreferrer">
			{ text }
		</a>
	) : (
		<>{ text }</>
	);
}

export type TermsProps = {
	checkbox: boolean;
	termsUrl: string;
	privacyUrl: string;
	checked: boolean;
	onChange: ( checked: boolean ) => void;
	/** The shown validation error, or ''. */
	error: string;
	instanceId: string;
};

export default function Terms( {
	checkbox,
	termsUrl,
	privacyUrl,
	checked,
	onChange,
	error,
	instanceId,
}: TermsProps ) {
	const links = [
		<PageLink
			key="terms"
			url={ termsUrl }
			text={ __( 'Terms and Conditions', 'rueda' ) }
		/>,
		<PageLink
			key="privacy"
			url={ privacyUrl }
			text={ __( 'Privacy Policy', 'rueda' ) }
		/>,
	];
	if ( ! checkbox ) {
		return (
			<p className="rueda-checkout-terms__text">
				{ interpolate(
					/* translators: 1: link to the terms and conditions, 2: link to the privacy policy. */
					__(
						'By proceeding with your purchase you agree to our %1$s and %2$s',
						'rueda'
					),
					links
				) }
			</p>
		);
	}
	return (
		<Checkbox
			id={ `rueda-terms-${ instanceId }` }
			className="rueda-checkout-terms__checkbox"
			required
			checked={ checked }
			onChange={ onChange }
			error={ error }
			label={ interpolate(
				/* translators: 1: link to the terms and conditions, 2: link to the privacy policy. */
				__(
					'I have read and accept the %1$s and I have read the %2$s.',
					'rueda'
				),
				links
			) }
		/>
	);
}
