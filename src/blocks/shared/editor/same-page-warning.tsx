/**
 * A warning inside the cart or the checkout block when the other one is on
 * the same page: each belongs on a page of its own (the cart's button leads
 * to the checkout page).
 */
import { store as blockEditorStore } from '@wordpress/block-editor';
import { Notice } from '@wordpress/components';
import { useSelect } from '@wordpress/data';

/**
 * Whether a block of a name is in the edited content.
 *
 * @param name Block name.
 */
export function useHasBlock( name: string ): boolean {
	return useSelect(
		( select ) =>
			select( blockEditorStore ).getBlocksByName( name ).length > 0,
		[ name ]
	);
}

export default function SamePageWarning( {
	otherBlock,
	message,
}: {
	/** The block that should not share the page. */
	otherBlock: string;
	message: string;
} ) {
	if ( ! useHasBlock( otherBlock ) ) {
		return null;
	}
	return (
		<Notice
			className="rueda-same-page-warning"
			status="warning"
			isDismissible={ false }
		>
			{ message }
		</Notice>
	);
}
