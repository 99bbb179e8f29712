/**
 * A row of the order summary: label, value and an optional description.
 */
import type { ReactNode } from 'react';

import { classNames } from './class-names';

export default function TotalsRow( {
	label,
	value,
	description,
	className,
}: {
	label: ReactNode;
	value?: ReactNode;
	description?: ReactNode;
	className?: string;
} ) {
	return (
		<div className={ classNames( 'rueda-totals-row', className ) }>
			<span className="rueda-totals-row__label">{ label }</span>
			{ value !== undefined && (
				<span className="rueda-totals-row__value">{ value }</span>
			) }
			{ description && (
				<div className="rueda-totals-row__description">
					{ description }
				</div>
			) }
		</div>
	);
}
