/**
 * The EU tyre label of Regulation (EU) 2020/740, drawn by Rueda: a compact
 * button with the three classes (beside a price, in a cart line) that opens
 * the full label through the HTML Popover API, so Escape, light dismiss and
 * focus return need no script. The markup is the same as
 * includes/Blocks/EuLabelMarkup.php writes on the server; both are styled by
 * eu-label.scss in the `rueda-components` stylesheet.
 */
import type { KeyboardEvent } from 'react';
import { __ } from '@wordpress/i18n';

import type { EuLabelData } from '../api';
import { classNames } from '../cart/class-names';
import { EU_LABEL_ICONS, type EuLabelIconName } from './eu-label-icons';
import {
	EU_LABEL_CLASSES,
	EU_NOISE_CLASSES,
	formatDecibels,
	getClassColourModifier,
	getEuLabelSentence,
	getFuelScaleText,
	getFullLabelName,
	getNoiseText,
	getWetGripScaleText,
} from './eu-label-text';

export type EuLabelProps = {
	label: EuLabelData;
	/** Shown on the full label, and in its accessible name. */
	productName: string;
	/** Id of the full label, unique in the page. */
	id: string;
};

function Icon( { name }: { name: EuLabelIconName } ) {
	const { viewBox, paths } = EU_LABEL_ICONS[ name ];
	return (
		<svg
			className={ `rueda-eu-label__icon rueda-eu-label__icon--${ name }` }
			viewBox={ viewBox }
			fill="currentColor"
			aria-hidden="true"
			focusable="false"
		>
			{ paths.map( ( [ d, paint ] ) =>
				paint === 'stroke' ? (
					<path key={ d } d={ d } fill="none" stroke="currentColor" />
				) : (
					<path
						key={ d }
						d={ d }
						fill={ paint === 'fill' ? undefined : paint }
					/>
				)
			) }
		</svg>
	);
}

/**
 * A class letter in an arrow tab of its colour. The stylesheet writes the
 * letter from data-value: see the toggle below.
 *
 * @param props       Props.
 * @param props.value A to E.
 */
function Tab( { value }: { value: string } ) {
	const modifier = getClassColourModifier( value );
	return (
		<span
			className={ classNames(
				'rueda-eu-label__tab',
				modifier && `rueda-eu-label__tab--${ modifier }`
			) }
			data-value={ value }
		/>
	);
}

function Scale( {
	kind,
	caption,
	current,
	text,
}: {
	kind: 'fuel' | 'wet';
	caption: string;
	current: string;
	text: string;
} ) {
	return (
		<div
			className={ `rueda-eu-label__scale rueda-eu-label__scale--${ kind }` }
		>
			<div className="rueda-eu-label__scale-head" aria-hidden="true">
				<Icon name={ kind } />
				<span className="rueda-eu-label__caption">{ caption }</span>
			</div>
			<p className="rueda-visually-hidden">{ text }</p>
			<ol className="rueda-eu-label__bars" aria-hidden="true">
				{ EU_LABEL_CLASSES.map( ( value ) => (
					<li
						key={ value }
						className={ classNames(
							'rueda-eu-label__bar',
							`rueda-eu-label__bar--${ value.toLowerCase() }`,
							value === current && 'is-current'
						) }
					>
						<span className="rueda-eu-label__bar-letter">
							{ value }
						</span>
						{ value === current && (
							<span className="rueda-eu-label__marker">
								{ value }
							</span>
						) }
					</li>
				) ) }
			</ol>
		</div>
	);
}

function Noise( { label }: { label: EuLabelData } ) {
	return (
		<div className="rueda-eu-label__noise">
			<p className="rueda-visually-hidden">{ getNoiseText( label ) }</p>
			<div className="rueda-eu-label__noise-figure" aria-hidden="true">
				<Icon name="noise" />
				<span className="rueda-eu-label__waves">
					{ EU_NOISE_CLASSES.map( ( value ) => (
						<span
							key={ value }
							className={ classNames(
								'rueda-eu-label__wave',
								value === label.noise_class && 'is-current'
							) }
						>
							{ value }
						</span>
					) ) }
				</span>
				<span className="rueda-eu-label__noise-db">
					{ formatDecibels( label.noise_db ) }
				</span>
			</div>
			<span className="rueda-eu-label__caption" aria-hidden="true">
				{ __( 'External rolling noise', 'rueda' ) }
			</span>
		</div>
	);
}

function Pictogram( {
	kind,
	caption,
}: {
	kind: 'snow' | 'ice';
	caption: string;
} ) {
	return (
		<div
			className={ `rueda-eu-label__pictogram rueda-eu-label__pictogram--${ kind }` }
		>
			<Icon name={ kind } />
			<span className="rueda-eu-label__caption">{ caption }</span>
		</div>
	);
}

/**
 * React 18 handles `autoFocus` itself (it focuses on mount) and never writes
 * the attribute, which is what the popover reads to move focus inside when it
 * opens; so the close button gets the attribute here.
 *
 * @param button The close button.
 */
function markAutofocus( button: HTMLButtonElement | null ) {
	button?.setAttribute( 'autofocus', '' );
}

/**
 * Whether a popover is showing (false where the browser cannot tell).
 *
 * @param element The full label.
 */
function isShowing( element: Element | null ): boolean {
	try {
		return !! element?.matches( ':popover-open' );
	} catch {
		return false;
	}
}

export function EuLabel( { label, productName, id }: EuLabelProps ) {
	// Escape closes the label only: not the cart drawer (or any dialog) around it.
	const onKeyDown = ( event: KeyboardEvent< HTMLDivElement > ) => {
		if (
			event.key === 'Escape' &&
			isShowing( event.currentTarget.ownerDocument.getElementById( id ) )
		) {
			event.stopPropagation();
		}
	};

	return (
		// eslint-disable-next-line jsx-a11y/no-static-element-interactions -- the listener only keeps Escape from the dialogs around; the controls are the buttons inside.
		<div className="rueda-eu-label" onKeyDown={ onKeyDown }>
			{ /*
			 * Named by the whole label in words. The classes and decibels it
			 * shows come from data-value through the stylesheet, so they are no
			 * text of their own beside that name (which says each of them).
			 */ }
			<button
				type="button"
				className="rueda-eu-label__toggle"
				popovertarget={ id }
				aria-label={ getEuLabelSentence( label ) }
			>
				<span
					className="rueda-eu-label__item rueda-eu-label__item--fuel"
					aria-hidden="true"
				>
					<Icon name="fuel" />
					<Tab value={ label.fuel_class } />
				</span>
				<span
					className="rueda-eu-label__item rueda-eu-label__item--wet"
					aria-hidden="true"
				>
					<Icon name="wet" />
					<Tab value={ label.wet_grip_class } />
				</span>
				<span
					className="rueda-eu-label__item rueda-eu-label__item--noise"
					aria-hidden="true"
				>
					<Icon name="noise" />
					<span
						className="rueda-eu-label__db"
						data-value={ formatDecibels( label.noise_db ) }
					/>
					<span
						className="rueda-eu-label__noise-class"
						data-value={ label.noise_class }
					/>
				</span>
				{ label.snow && (
					<span
						className="rueda-eu-label__item rueda-eu-label__item--snow"
						aria-hidden="true"
					>
						<Icon name="snow" />
					</span>
				) }
				{ label.ice && (
					<span
						className="rueda-eu-label__item rueda-eu-label__item--ice"
						aria-hidden="true"
					>
						<Icon name="ice" />
					</span>
				) }
			</button>
			<div
				id={ id }
				popover="auto"
				className="rueda-eu-label__full"
				role="dialog"
				aria-label={ getFullLabelName( productName ) }
			>
				<div className="rueda-eu-label__header">
					<Icon name="flag" />
					<p className="rueda-eu-label__product">{ productName }</p>
					<button
						ref={ markAutofocus }
						type="button"
						className="rueda-eu-label__close"
						popovertarget={ id }
						popovertargetaction="hide"
						aria-label={ __( 'Close the label', 'rueda' ) }
					>
						<Icon name="close" />
					</button>
				</div>
				<div className="rueda-eu-label__scales">
					<Scale
						kind="fuel"
						caption={ __( 'Fuel efficiency', 'rueda' ) }
						current={ label.fuel_class }
						text={ getFuelScaleText( label.fuel_class ) }
					/>
					<Scale
						kind="wet"
						caption={ __( 'Wet grip', 'rueda' ) }
						current={ label.wet_grip_class }
						text={ getWetGripScaleText( label.wet_grip_class ) }
					/>
				</div>
				<div className="rueda-eu-label__extras">
					<Noise label={ label } />
					{ label.snow && (
						<Pictogram
							kind="snow"
							caption={ __( 'Snow grip (3PMSF)', 'rueda' ) }
						/>
					) }
					{ label.ice && (
						<Pictogram
							kind="ice"
							caption={ __( 'Ice grip', 'rueda' ) }
						/>
					) }
				</div>
				{ label.eprel_url && (
					<p className="rueda-eu-label__eprel">
						<a
							href={ label.eprel_url }
							target="_blank"
							rel="noopener noreferrer"
						>
							{ __(
								'Product information sheet (EPREL)',
								'rueda'
							) }
							<span className="rueda-visually-hidden">
								{ ' ' }
								{ __( '(opens in a new tab)', 'rueda' ) }
							</span>
						</a>
					</p>
				) }
				<p className="rueda-eu-label__regulation">
					{ __( 'Regulation (EU) 2020/740', 'rueda' ) }
				</p>
			</div>
		</div>
	);
}

export default EuLabel;
