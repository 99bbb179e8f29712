/**
 * Where drivers read their size: a tyre's sidewall, drawn small, with the
 * example marking along it.
 */
import { __, sprintf } from '@wordpress/i18n';

export const SIDEWALL_EXAMPLE = '205/55 R16 91V';

export default function SidewallHint( { id }: { id: string } ) {
	return (
		<div className="rueda-tyre-finder__hint">
			<svg
				viewBox="0 0 160 56"
				width="144"
				height="50"
				aria-hidden="true"
				focusable="false"
			>
				<path
					d="M-10 53A147.5 147.5 0 0 1 170 53"
					fill="none"
					stroke="currentColor"
					strokeWidth="34"
				/>
				<path
					id={ `${ id }-arc` }
					d="M-10 59A143 143 0 0 1 170 59"
					fill="none"
				/>
				<text fontSize="13" fontWeight="700" fill="#fff">
					<textPath
						href={ `#${ id }-arc` }
						startOffset="50%"
						textAnchor="middle"
					>
						{ SIDEWALL_EXAMPLE }
					</textPath>
				</text>
			</svg>
			<p>
				<strong>{ __( 'Where is the size?', 'rueda' ) }</strong>{ ' ' }
				{ sprintf(
					/* translators: %s: an example tyre size, e.g. 205/55 R16 91V. */
					__( 'On the sidewall of the tyre: %s', 'rueda' ),
					SIDEWALL_EXAMPLE
				) }
			</p>
		</div>
	);
}
