/**
 * The first layer of the data-protection information (GDPR art. 13, LOPDGDD
 * art. 11) beside the email field: the shop's text (controller, purpose,
 * legal basis, rights) in small type, and the privacy policy for the rest.
 */
import { __ } from '@wordpress/i18n';

export default function DataProtectionNotice( {
	text,
	privacyUrl,
}: {
	/** '' shows nothing. */
	text: string;
	/** '' when the shop has no privacy policy page. */
	privacyUrl: string;
} ) {
	if ( ! text ) {
		return null;
	}
	return (
		<p className="rueda-data-protection">
			{ text }
			{ privacyUrl && (
				<>
					{ ' ' }
					<a href={ privacyUrl } target="_blank" rel="noreferrer">
						{ __(
							'More information in the privacy policy.',
							'rueda'
						) }
					</a>
				</>
			) }
		</p>
	);
}
