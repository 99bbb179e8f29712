/**
 * Pages of the listing.
 */
import { __, sprintf } from '@wordpress/i18n';

import { getPageItems } from './pagination-pages';

export default function Pagination( {
	page,
	totalPages,
	onChange,
}: {
	page: number;
	totalPages: number;
	onChange: ( page: number ) => void;
} ) {
	if ( totalPages < 2 ) {
		return null;
	}
	return (
		<nav
			className="rueda-pagination"
			aria-label={ __( 'Product pages', 'rueda' ) }
		>
			<button
				type="button"
				className="rueda-pagination__step"
				disabled={ page <= 1 }
				onClick={ () => onChange( page - 1 ) }
			>
				{ __( 'Previous', 'rueda' ) }
			</button>
			{ getPageItems( page, totalPages ).map( ( item, index ) =>
				item === 'gap' ? (
					<span
						key={ `gap-${ index }` }
						className="rueda-pagination__gap"
						aria-hidden="true"
					>
						…
					</span>
				) : (
					<button
						key={ item }
						type="button"
						className="rueda-pagination__page"
						aria-current={ item === page ? 'page' : undefined }
						aria-label={ sprintf(
							/* translators: %d: page number. */
							__( 'Page %d', 'rueda' ),
							item
						) }
						onClick={ () => onChange( item ) }
					>
						{ item }
					</button>
				)
			) }
			<button
				type="button"
				className="rueda-pagination__step"
				disabled={ page >= totalPages }
				onClick={ () => onChange( page + 1 ) }
			>
				{ __( 'Next', 'rueda' ) }
			</button>
		</nav>
	);
}
