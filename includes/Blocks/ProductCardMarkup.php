<?php
/**
 * A product card of a listing, written on the server.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Blocks;

use Rueda\Domain\Money\Currency;
use Rueda\Domain\Tyres\EuLabel;

/**
 * The markup of src/shared/products/product-card.tsx for a Store API product, so the first
 * page of a listing shows real cards before the script runs and the script's cards replace
 * them without a shift. Both sides are compared with the same file
 * (src/shared/products/test/product-cards.html).
 *
 * @since 0.1.0
 */
final class ProductCardMarkup {

	/** Tyres are fitted in pairs or sets: the card also prices a set of four. */
	private const SET_SIZE = 4;

	/** The cards' image size (src/shared/products/image-size.ts). */
	private const THUMBNAIL_SIZE = 300;

	private const SUN = '<g class="rueda-season__sun"><circle cx="12" cy="12" r="4.5" fill="currentColor"></circle><path d="M18.8 12 22.4 12M16.8 7.2 19.4 4.6M12 5.2 12 1.6M7.2 7.2 4.6 4.6M5.2 12 1.6 12M7.2 16.8 4.6 19.4M12 18.8 12 22.4M16.8 16.8 19.4 19.4"></path></g>';

	private const SNOWFLAKE = '<g class="rueda-season__snow"><path d="M12 2 12 22M3.3 7 20.7 17M3.3 17 20.7 7M9.2 5.8 12 3.5 14.8 5.8M5.2 11.3 4.6 7.8 8 6.5M8 17.5 4.6 16.2 5.2 12.7M14.8 18.2 12 20.5 9.2 18.2M18.8 12.7 19.4 16.3 16 17.5M16 6.5 19.4 7.8 18.8 11.3"></path></g>';

	/**
	 * One card.
	 *
	 * @since 0.1.0
	 *
	 * @param array<string,mixed> $product  A Store API product.
	 * @param string              $label_id Unique id of its EU label's popover.
	 * @param bool                $eager    Whether its image is in the first screen (no lazy loading).
	 */
	public static function render( array $product, string $label_id, bool $eager = false ): string {
		$tyre   = is_array( $product['tyre'] ?? null ) ? $product['tyre'] : null;
		$name   = self::decode( (string) $product['name'] );
		$image  = $product['images'][0] ?? null;
		$prices = (array) $product['prices'];
		$stock  = (array) ( $product['stock_availability'] ?? array() );
		$label  = $tyre && is_array( $tyre['eu_label'] ?? null ) ? EuLabel::from_response( $tyre['eu_label'] ) : null;

		return '<li class="rueda-product-card' . ( $tyre ? ' is-tyre' : '' ) . '">'
			. '<a class="rueda-product-card__image" href="' . self::attr( (string) $product['permalink'] ) . '" tabindex="-1" aria-hidden="true">'
			. ( $image ? sprintf(
				'<img src="%1$s" alt="%2$s" width="%3$d" height="%3$d"%4$s decoding="async">',
				self::attr( (string) ( '' !== (string) $image['thumbnail'] ? $image['thumbnail'] : $image['src'] ) ),
				self::attr( self::decode( (string) $image['alt'] ) ),
				self::THUMBNAIL_SIZE,
				$eager ? ' fetchpriority="high"' : ' loading="lazy"'
			) : '<span class="rueda-product-card__no-image"></span>' )
			. '</a>'
			. '<h3 class="rueda-product-card__name"><a href="' . self::attr( (string) $product['permalink'] ) . '">'
			. ( $tyre && '' !== $tyre['brand'] && '' !== $tyre['model'] ? self::tyre_name( $tyre, $name ) : self::text( $name ) )
			. '</a></h3>'
			. ( $tyre ? self::tyre_specs( $tyre ) : '' )
			. '<div class="rueda-product-card__buy-info"><div class="rueda-product-card__price">'
			. self::unit_price( $prices )
			. ( $tyre ? self::set_price( $prices ) . EcovalorNoteMarkup::card( $tyre, self::currency( $prices ) ) : '' )
			. '</div>'
			. ( $label ? EuLabelMarkup::render( $label, $name, $label_id ) : '' )
			. '</div>'
			. ( $tyre ? self::fitted_price( $product ) : '' )
			. ( '' !== (string) ( $stock['text'] ?? '' ) ? '<p class="rueda-product-card__stock' . ( '' !== (string) ( $stock['class'] ?? '' ) ? ' is-' . self::attr( (string) $stock['class'] ) : '' ) . '">' . self::text( self::decode( (string) $stock['text'] ) ) . '</p>' : '' )
			. self::button( $product )
			. '</li>';
	}

	/**
	 * Brand above model; assistive technology reads the whole name.
	 *
	 * @param array<string,mixed> $tyre Tyre summary.
	 * @param string              $name Product name.
	 */
	private static function tyre_name( array $tyre, string $name ): string {
		return '<span aria-hidden="true"><span class="rueda-product-card__brand">' . self::text( self::decode( (string) $tyre['brand'] ) ) . '</span> <span class="rueda-product-card__model">' . self::text( self::decode( (string) $tyre['model'] ) ) . '</span></span><span class="rueda-visually-hidden">' . self::text( $name ) . '</span>';
	}

	/**
	 * Size with indexes, XL and run-flat badges, season.
	 *
	 * @param array<string,mixed> $tyre Tyre summary.
	 */
	private static function tyre_specs( array $tyre ): string {
		$indexes = (string) ( $tyre['load_index'] ?? '' ) . (string) ( $tyre['speed_rating'] ?? '' );
		$meaning = null === $tyre['load_index'] || null === $tyre['load_index_kg'] || ! $tyre['speed_rating'] || null === $tyre['speed_rating_kmh'] ? '' : sprintf(
			/* translators: 1: load index, 2: maximum load in kg, 3: speed rating letter, 4: maximum speed in km/h. */
			__( 'Load index %1$d (up to %2$d kg per tyre), speed rating %3$s (up to %4$d km/h)', 'rueda' ),
			$tyre['load_index'],
			$tyre['load_index_kg'],
			$tyre['speed_rating'],
			$tyre['speed_rating_kmh']
		);
		return '<p class="rueda-product-card__tyre"><span class="rueda-product-card__size"' . ( '' !== $meaning ? ' title="' . self::attr( $meaning ) . '"' : '' ) . '>'
			. self::text( '' !== $indexes ? $tyre['size'] . ' ' . $indexes : (string) $tyre['size'] ) . '</span>'
			. ( ! empty( $tyre['xl'] ) ? '<span class="rueda-tyre-badge">' . self::text( __( 'XL', 'rueda' ) ) . '<span class="rueda-visually-hidden"> ' . self::text( __( '(reinforced)', 'rueda' ) ) . '</span></span>' : '' )
			. ( ! empty( $tyre['runflat'] ) ? '<span class="rueda-tyre-badge">' . self::text( __( 'Run Flat', 'rueda' ) ) . '</span>' : '' )
			. self::season( (string) ( $tyre['season']['slug'] ?? '' ) )
			. '</p>';
	}

	/**
	 * The season's icon (src/shared/tyres/season-icon.tsx).
	 *
	 * @param string $slug Season slug.
	 */
	private static function season( string $slug ): string {
		$texts = array(
			'verano'      => __( 'Summer tyre', 'rueda' ),
			'invierno'    => __( 'Winter tyre', 'rueda' ),
			'todo-tiempo' => __( 'All-season tyre', 'rueda' ),
		);
		if ( ! isset( $texts[ $slug ] ) ) {
			return '';
		}
		$both = 'todo-tiempo' === $slug;
		return sprintf(
			'<span class="rueda-season rueda-season--%1$s" role="img" aria-label="%2$s" title="%2$s"><svg viewBox="%3$s" aria-hidden="true" focusable="false">%4$s</svg></span>',
			$slug,
			self::attr( $texts[ $slug ] ),
			$both ? '0 0 46 24' : '0 0 24 24',
			( 'invierno' === $slug ? self::SNOWFLAKE : self::SUN ) . ( $both ? '<g transform="translate(22 0)">' . self::SNOWFLAKE . '</g>' : '' )
		);
	}

	/**
	 * The unit price; on sale, the regular price struck through before it.
	 *
	 * @param array<string,mixed> $prices Product prices.
	 */
	private static function unit_price( array $prices ): string {
		$price = self::price( (int) $prices['price'], $prices );
		if ( (int) $prices['price'] >= (int) $prices['regular_price'] ) {
			return $price;
		}
		return '<span class="rueda-unit-price is-on-sale"><span class="rueda-visually-hidden">' . self::text( __( 'Previous price:', 'rueda' ) ) . '</span><del>' . self::price( (int) $prices['regular_price'], $prices ) . '</del> <span class="rueda-visually-hidden">' . self::text( __( 'Discounted price:', 'rueda' ) ) . '</span><ins>' . $price . '</ins></span>';
	}

	/**
	 * The price of a set of four.
	 *
	 * @param array<string,mixed> $prices Product prices.
	 */
	private static function set_price( array $prices ): string {
		return '<span class="rueda-product-card__set-price"><span aria-hidden="true">'
			/* translators: %d: number of tyres in a set (4). */
			. self::text( sprintf( __( 'x%d:', 'rueda' ), self::SET_SIZE ) ) . ' </span><span class="rueda-visually-hidden">'
			/* translators: %d: number of tyres in a set (4). */
			. self::text( sprintf( __( 'Price of %d tyres:', 'rueda' ), self::SET_SIZE ) ) . ' </span>'
			. self::price( (int) $prices['price'] * self::SET_SIZE, $prices ) . '</span>';
	}

	/**
	 * The price fitted at the workshop, when the tyre can be bought so
	 * (src/shared/fitting/fitted-price.tsx).
	 *
	 * @param array<string,mixed> $product Store API product.
	 */
	private static function fitted_price( array $product ): string {
		// The answer's objects (extensions) may come as objects or, decoded, as arrays.
		$fitting = json_decode( (string) wp_json_encode( $product['extensions'] ?? array() ), true )['rueda']['fitting'] ?? null;
		if ( ! is_array( $fitting ) || ! isset( $fitting['price_per_tyre'], $fitting['price_for_set'], $fitting['set_quantity'] ) ) {
			return '';
		}
		$prices = (array) $product['prices'];
		$set    = (int) $fitting['set_quantity'];
		return '<p class="rueda-product-card__fitted"><span class="rueda-product-card__fitted-unit">'
			. self::text( __( 'Fitted:', 'rueda' ) ) . ' ' . self::price( (int) $fitting['price_per_tyre'], $prices )
			. '<span aria-hidden="true">' . self::text( __( '/tyre', 'rueda' ) ) . '</span>'
			. '<span class="rueda-visually-hidden"> ' . self::text( __( 'per tyre', 'rueda' ) ) . '</span></span> '
			. '<span class="rueda-product-card__fitted-set">'
			/* translators: %d: number of tyres in a set (4). */
			. self::text( sprintf( _n( '%d fitted:', '%d fitted:', $set, 'rueda' ), $set ) ) . ' '
			. self::price( (int) $fitting['price_for_set'], $prices ) . '</span></p>';
	}

	/**
	 * Add to cart, or a link to the product page when it has options to choose.
	 *
	 * @param array<string,mixed> $product Store API product.
	 */
	private static function button( array $product ): string {
		$add = (array) $product['add_to_cart'];
		if ( ! empty( $product['has_options'] ) ) {
			return '<a class="rueda-button rueda-product-card__add" href="' . self::attr( (string) ( '' !== (string) $add['url'] ? $add['url'] : $product['permalink'] ) ) . '">' . self::text( (string) $add['text'] ) . '</a>';
		}
		$description = (string) ( $add['description'] ?? '' );
		return '<button type="button" class="rueda-button rueda-product-card__add"'
			. ( '' !== $description ? ' aria-label="' . self::attr( self::decode( $description ) ) . '"' : '' )
			. ' aria-busy="false"'
			. ( ! empty( $product['is_purchasable'] ) && ! empty( $product['is_in_stock'] ) ? '' : ' disabled=""' )
			. '>' . self::text( '' !== (string) $add['text'] ? (string) $add['text'] : __( 'Add to cart', 'rueda' ) ) . '</button>';
	}

	/**
	 * A price with the currency the response carries.
	 *
	 * @param int                 $minor  Amount in minor units.
	 * @param array<string,mixed> $format The response's currency fields.
	 */
	private static function price( int $minor, array $format ): string {
		return '<span class="rueda-price">' . self::text( self::currency( $format )->format( $minor ) ) . '</span>';
	}

	/**
	 * The currency a response's fields describe.
	 *
	 * @param array<string,mixed> $format The response's currency fields.
	 */
	private static function currency( array $format ): Currency {
		return new Currency(
			(string) $format['currency_code'],
			(string) $format['currency_symbol'],
			(int) $format['currency_minor_unit'],
			(string) $format['currency_decimal_separator'],
			(string) $format['currency_thousand_separator'],
			(string) $format['currency_prefix'],
			(string) $format['currency_suffix']
		);
	}

	/**
	 * Text as the browser writes it (what React's markup reads as): &, < and > escaped.
	 *
	 * @param string $text Text.
	 */
	private static function text( string $text ): string {
		return htmlspecialchars( $text, ENT_NOQUOTES | ENT_SUBSTITUTE, 'UTF-8' );
	}

	/**
	 * An attribute value: & and " escaped.
	 *
	 * @param string $text Value.
	 */
	private static function attr( string $text ): string {
		return htmlspecialchars( $text, ENT_COMPAT | ENT_SUBSTITUTE, 'UTF-8' );
	}

	/**
	 * Entities the API keeps in names (&amp;) as text.
	 *
	 * @param string $text Text.
	 */
	private static function decode( string $text ): string {
		return html_entity_decode( $text, ENT_QUOTES | ENT_HTML5, 'UTF-8' );
	}
}
