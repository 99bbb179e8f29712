<?php
/**
 * The buy box's fitting choice, written on the server.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Blocks\ProductPage;

use Rueda\Settings\CurrencySettings;

/**
 * What src/blocks/product/fitting-choice.tsx first shows, disabled until the script takes
 * over: the tyre only or fitted at the workshop (chosen), each with its price per tyre,
 * the fitting's services and what a set of four costs fitted. Nothing for a product that
 * cannot be fitted.
 *
 * @since 0.2.0
 */
final class FittingChoiceMarkup {

	/**
	 * The choice, or '' when the product cannot be bought fitted.
	 *
	 * @since 0.2.0
	 *
	 * @param array<string,mixed> $item The product's Store API item.
	 */
	public static function html( array $item ): string {
		$fitting = json_decode( (string) wp_json_encode( $item['extensions'] ?? array() ), true )['rueda']['fitting'] ?? null;
		if ( ! is_array( $fitting ) || empty( $fitting['services'] ) ) {
			return '';
		}
		$name     = 'rueda-fitting-' . (int) $item['id'];
		$services = implode( ', ', array_map( static fn( array $service ) => html_entity_decode( (string) $service['name'], ENT_QUOTES, 'UTF-8' ), $fitting['services'] ) );
		$set      = (int) $fitting['set_quantity'];
		$detail   = sprintf(
			/* translators: %s: the services of the fitting, e.g. "Montaje, Equilibrado"; <price/>: what they cost per tyre. */
			__( 'Includes %s: <price/> per tyre.', 'rueda' ),
			$services
		);
		$set_text = sprintf(
			/* translators: %d: number of tyres in a set (4); <price/>: what they cost fitted. */
			_n( '%d fitted: <price/>. Collected at the workshop.', '%d fitted: <price/>. Collected at the workshop.', $set, 'rueda' ),
			$set
		);
		return '<fieldset class="rueda-fitting-choice"><legend class="rueda-buy-box__legend">' . esc_html__( 'Fitting', 'rueda' ) . '</legend>'
			. '<div class="rueda-fitting-choice__options">'
			. self::option( $name, false, __( 'Tyre only', 'rueda' ), (int) $item['prices']['price'], '' )
			. self::option(
				$name,
				true,
				__( 'Fitted at the workshop', 'rueda' ),
				(int) $fitting['price_per_tyre'],
				'<span class="rueda-fitting-choice__detail">' . self::with_price( $detail, (int) $fitting['services_price'] ) . '</span>'
				. '<span class="rueda-fitting-choice__detail">' . self::with_price( $set_text, (int) $fitting['price_for_set'] ) . '</span>'
			)
			. '</div></fieldset>';
	}

	/**
	 * One option, disabled; the fitted one chosen.
	 *
	 * @param string $name   The radios' name.
	 * @param bool   $fitted Whether it is the fitted option.
	 * @param string $title  Its title.
	 * @param int    $price  Its price per tyre.
	 * @param string $more   Details under it (markup).
	 */
	private static function option( string $name, bool $fitted, string $title, int $price, string $more ): string {
		$id = $name . ( $fitted ? '-fitted' : '-none' );
		return sprintf(
			'<div class="rueda-fitting-choice__option%1$s"><input id="%2$s" type="radio" name="%3$s" value="%4$s"%5$s disabled%6$s><label for="%2$s"><span class="rueda-fitting-choice__title">%7$s</span><span class="rueda-fitting-choice__price">%8$s<span aria-hidden="true">%9$s</span><span class="rueda-visually-hidden"> %10$s</span></span></label>%11$s</div>',
			$fitted ? ' is-selected' : '',
			esc_attr( $id ),
			esc_attr( $name ),
			$fitted ? 'fitted' : 'none',
			$fitted ? ' checked' : '',
			'' !== $more ? ' aria-describedby="' . esc_attr( $id . '-detail' ) . '"' : '',
			esc_html( $title ),
			self::price( $price ),
			esc_html__( '/tyre', 'rueda' ),
			esc_html__( 'per tyre', 'rueda' ),
			'' !== $more ? '<span id="' . esc_attr( $id . '-detail' ) . '" class="rueda-fitting-choice__details">' . $more . '</span>' : ''
		);
	}

	/**
	 * A translated text with its <price/> placeholder replaced by a price.
	 *
	 * @param string $text   Text with <price/>.
	 * @param int    $amount Minor units.
	 */
	private static function with_price( string $text, int $amount ): string {
		return str_replace( esc_html( '<price/>' ), self::price( $amount ), esc_html( $text ) );
	}

	/**
	 * A price as the client writes it.
	 *
	 * @param int $amount Minor units.
	 */
	private static function price( int $amount ): string {
		return '<span class="rueda-price">' . esc_html( CurrencySettings::currency()->format( $amount ) ) . '</span>';
	}
}
