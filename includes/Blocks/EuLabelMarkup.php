<?php
/**
 * The EU tyre label, drawn as HTML for server-rendered pages.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Blocks;

use Rueda\Domain\Tyres\EuLabel;

/**
 * Renders the EU tyre label of Regulation (EU) 2020/740 with the same markup as the React
 * component `src/shared/tyres/eu-label.tsx`, so one stylesheet (`rueda-components`) serves
 * both: a compact button with the three classes that opens, through the HTML Popover API,
 * the full label drawn in SVG and CSS.
 *
 * @since 0.1.0
 */
final class EuLabelMarkup {

	/**
	 * The nested label and the full label it opens.
	 *
	 * @since 0.1.0
	 *
	 * @param EuLabel $label        The tyre's label.
	 * @param string  $product_name Product name, as text or with the entities post titles keep
	 *                              (&amp;); escaped here.
	 * @param string  $id           Unique id of the full label in the page.
	 */
	public static function render( EuLabel $label, string $product_name, string $id ): string {
		$name = html_entity_decode( $product_name, ENT_QUOTES | ENT_HTML5, 'UTF-8' );
		return '<div class="rueda-eu-label">' . self::toggle( $label, $id ) . self::full( $label, $name, $id ) . '</div>';
	}

	/**
	 * The accessible name of the nested label.
	 *
	 * @since 0.1.0
	 *
	 * @param EuLabel $label The tyre's label.
	 */
	public static function sentence( EuLabel $label ): string {
		$extras = ( $label->snow ? __( ', snow grip (3PMSF)', 'rueda' ) : '' ) . ( $label->ice ? __( ', ice grip', 'rueda' ) : '' );
		return sprintf(
			/* translators: 1: fuel efficiency class (A-E), 2: wet grip class (A-E), 3: noise in dB, 4: noise class (A-C), 5: ", snow grip (3PMSF)" and/or ", ice grip" or nothing. */
			__( 'EU tyre label: fuel efficiency %1$s, wet grip %2$s, external rolling noise %3$d dB, class %4$s%5$s. Show the full label', 'rueda' ),
			$label->fuel_class,
			$label->wet_grip_class,
			$label->noise_db,
			$label->noise_class,
			$extras
		);
	}

	/**
	 * The compact label: a button opening the full label. Its name is the whole label in
	 * words. The classes and decibels it shows come from data-value attributes through the
	 * stylesheet, so they are no text of their own beside that name (which says each of
	 * them): speech input finds the button by any of them, and no checker reads the
	 * letters as a visible label missing from the name.
	 *
	 * @param EuLabel $label The tyre's label.
	 * @param string  $id    Id of the full label.
	 */
	private static function toggle( EuLabel $label, string $id ): string {
		$html  = sprintf(
			'<button type="button" class="rueda-eu-label__toggle" popovertarget="%s" aria-label="%s">',
			esc_attr( $id ),
			esc_attr( self::sentence( $label ) )
		);
		$html .= '<span class="rueda-eu-label__item rueda-eu-label__item--fuel" aria-hidden="true">' . EuLabelIcons::svg( 'fuel' ) . self::tab( $label->fuel_class ) . '</span>';
		$html .= '<span class="rueda-eu-label__item rueda-eu-label__item--wet" aria-hidden="true">' . EuLabelIcons::svg( 'wet' ) . self::tab( $label->wet_grip_class ) . '</span>';
		$html .= '<span class="rueda-eu-label__item rueda-eu-label__item--noise" aria-hidden="true">' . EuLabelIcons::svg( 'noise' )
			. '<span class="rueda-eu-label__db" data-value="' . esc_attr( self::decibels( $label->noise_db ) ) . '"></span>'
			. '<span class="rueda-eu-label__noise-class" data-value="' . esc_attr( $label->noise_class ) . '"></span></span>';
		if ( $label->snow ) {
			$html .= '<span class="rueda-eu-label__item rueda-eu-label__item--snow" aria-hidden="true">' . EuLabelIcons::svg( 'snow' ) . '</span>';
		}
		if ( $label->ice ) {
			$html .= '<span class="rueda-eu-label__item rueda-eu-label__item--ice" aria-hidden="true">' . EuLabelIcons::svg( 'ice' ) . '</span>';
		}
		return $html . '</button>';
	}

	/**
	 * The full label, a popover.
	 *
	 * @param EuLabel $label        The tyre's label.
	 * @param string  $product_name Product name.
	 * @param string  $id           Id of the full label.
	 */
	private static function full( EuLabel $label, string $product_name, string $id ): string {
		$html = sprintf(
			'<div id="%1$s" popover="auto" class="rueda-eu-label__full" role="dialog" aria-label="%2$s">',
			esc_attr( $id ),
			/* translators: %s: product name. */
			esc_attr( sprintf( __( 'EU tyre label of %s', 'rueda' ), $product_name ) )
		);

		$html .= '<div class="rueda-eu-label__header">' . EuLabelIcons::svg( 'flag' )
			. '<p class="rueda-eu-label__product">' . esc_html( $product_name ) . '</p>'
			. sprintf(
				'<button type="button" class="rueda-eu-label__close" popovertarget="%1$s" popovertargetaction="hide" aria-label="%2$s" autofocus="">%3$s</button>',
				esc_attr( $id ),
				esc_attr__( 'Close the label', 'rueda' ),
				EuLabelIcons::svg( 'close' )
			)
			. '</div>';

		$html .= '<div class="rueda-eu-label__scales">'
			. self::scale(
				'fuel',
				__( 'Fuel efficiency', 'rueda' ),
				$label->fuel_class,
				/* translators: %s: fuel efficiency class, A to E. */
				sprintf( __( 'Fuel efficiency class %s, on a scale from A (best) to E', 'rueda' ), $label->fuel_class )
			)
			. self::scale(
				'wet',
				__( 'Wet grip', 'rueda' ),
				$label->wet_grip_class,
				/* translators: %s: wet grip class, A to E. */
				sprintf( __( 'Wet grip class %s, on a scale from A (best) to E', 'rueda' ), $label->wet_grip_class )
			)
			. '</div>';

		$html .= '<div class="rueda-eu-label__extras">' . self::noise( $label );
		if ( $label->snow ) {
			$html .= self::pictogram( 'snow', __( 'Snow grip (3PMSF)', 'rueda' ) );
		}
		if ( $label->ice ) {
			$html .= self::pictogram( 'ice', __( 'Ice grip', 'rueda' ) );
		}
		$html .= '</div>';

		$url = $label->eprel_url();
		if ( '' !== $url ) {
			$html .= sprintf(
				'<p class="rueda-eu-label__eprel"><a href="%1$s" target="_blank" rel="noopener noreferrer">%2$s<span class="rueda-visually-hidden"> %3$s</span></a></p>',
				esc_url( $url ),
				esc_html__( 'Product information sheet (EPREL)', 'rueda' ),
				esc_html__( '(opens in a new tab)', 'rueda' )
			);
		}

		$html .= '<p class="rueda-eu-label__regulation">' . esc_html__( 'Regulation (EU) 2020/740', 'rueda' ) . '</p>';

		return $html . '</div>';
	}

	/**
	 * One A-E scale with the tyre's class marked by a black arrow.
	 *
	 * @param string $kind    fuel or wet.
	 * @param string $caption Visible caption.
	 * @param string $current The tyre's class.
	 * @param string $text    Text alternative of the scale.
	 */
	private static function scale( string $kind, string $caption, string $current, string $text ): string {
		$html = sprintf(
			'<div class="rueda-eu-label__scale rueda-eu-label__scale--%1$s"><div class="rueda-eu-label__scale-head" aria-hidden="true">%2$s<span class="rueda-eu-label__caption">%3$s</span></div>'
			. '<p class="rueda-visually-hidden">%4$s</p><ol class="rueda-eu-label__bars" aria-hidden="true">',
			esc_attr( $kind ),
			EuLabelIcons::svg( $kind ),
			esc_html( $caption ),
			esc_html( $text )
		);
		foreach ( EuLabel::CLASSES as $class ) {
			$is_current = $class === $current;
			$html      .= sprintf(
				'<li class="rueda-eu-label__bar rueda-eu-label__bar--%1$s%2$s"><span class="rueda-eu-label__bar-letter">%3$s</span>%4$s</li>',
				esc_attr( strtolower( $class ) ),
				$is_current ? ' is-current' : '',
				esc_html( $class ),
				$is_current ? '<span class="rueda-eu-label__marker">' . esc_html( $class ) . '</span>' : ''
			);
		}
		return $html . '</ol></div>';
	}

	/**
	 * The noise block: speaker, sound waves A-C and the value in dB.
	 *
	 * @param EuLabel $label The tyre's label.
	 */
	private static function noise( EuLabel $label ): string {
		$html = '<div class="rueda-eu-label__noise"><p class="rueda-visually-hidden">' . esc_html(
			sprintf(
				/* translators: 1: noise in dB, 2: noise class, A (quietest) to C. */
				__( 'External rolling noise %1$d dB, class %2$s, on a scale from A (quietest) to C', 'rueda' ),
				$label->noise_db,
				$label->noise_class
			)
		) . '</p><div class="rueda-eu-label__noise-figure" aria-hidden="true">' . EuLabelIcons::svg( 'noise' ) . '<span class="rueda-eu-label__waves">';
		foreach ( EuLabel::NOISE_CLASSES as $class ) {
			$html .= sprintf(
				'<span class="rueda-eu-label__wave%1$s">%2$s</span>',
				$class === $label->noise_class ? ' is-current' : '',
				esc_html( $class )
			);
		}
		return $html . '</span><span class="rueda-eu-label__noise-db">' . esc_html( self::decibels( $label->noise_db ) ) . '</span></div>'
			. '<span class="rueda-eu-label__caption" aria-hidden="true">' . esc_html__( 'External rolling noise', 'rueda' ) . '</span></div>';
	}

	/**
	 * A snow or ice pictogram with its caption.
	 *
	 * @param string $kind    snow or ice.
	 * @param string $caption Caption, also its text alternative.
	 */
	private static function pictogram( string $kind, string $caption ): string {
		return sprintf(
			'<div class="rueda-eu-label__pictogram rueda-eu-label__pictogram--%1$s">%2$s<span class="rueda-eu-label__caption">%3$s</span></div>',
			esc_attr( $kind ),
			EuLabelIcons::svg( $kind ),
			esc_html( $caption )
		);
	}

	/**
	 * A class letter in an arrow tab of its colour.
	 *
	 * @param string $class A-E.
	 */
	private static function tab( string $class ): string {
		return sprintf(
			'<span class="rueda-eu-label__tab rueda-eu-label__tab--%1$s" data-value="%2$s"></span>',
			esc_attr( strtolower( $class ) ),
			esc_attr( $class )
		);
	}

	/**
	 * "71 dB".
	 *
	 * @param int $db Decibels.
	 */
	private static function decibels( int $db ): string {
		/* translators: %d: noise in decibels. */
		return sprintf( __( '%d dB', 'rueda' ), $db );
	}
}
