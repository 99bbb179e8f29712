/**
 * Why a cart with a tyre fitted at the workshop is only offered pickup there:
 * one line, in the cart's shipping row and the checkout's delivery step.
 */
import { __ } from '@wordpress/i18n';

import type { CartItem } from '../api';
import { hasFittedTyre } from './line-fitting';

export default function FittingPickupNote( {
	items,
}: {
	items: readonly Pick< CartItem, 'extensions' >[];
} ) {
	return hasFittedTyre( items ) ? (
		<p className="rueda-fitting-note">
			{ __(
				'Tyres fitted at the workshop are collected there.',
				'rueda'
			) }
		</p>
	) : null;
}
