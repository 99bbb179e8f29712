<?php
/**
 * Money fields of the Store API.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\StoreApi\Schemas;

use Rueda\Domain\Money\Currency;
use Rueda\Settings\CurrencySettings;

/**
 * The one place money becomes response fields: integer strings in minor units plus the
 * currency fields.
 *
 * @since 0.1.0
 */
final class PriceSchema {

	/**
	 * Creates the schema for a currency.
	 *
	 * @param Currency|null $currency Currency (the shop's by default).
	 */
	public function __construct( private ?Currency $currency = null ) {
		$this->currency ??= CurrencySettings::currency();
	}

	/**
	 * The currency.
	 *
	 * @since 0.1.0
	 */
	public function currency(): Currency {
		return $this->currency;
	}

	/**
	 * An amount as the wire writes it.
	 *
	 * @since 0.1.0
	 *
	 * @param int|null $minor Minor units.
	 */
	public function amount( ?int $minor ): string {
		return null === $minor ? '' : (string) $minor;
	}

	/**
	 * Money fields with the currency fields appended.
	 *
	 * @since 0.1.0
	 *
	 * @param array<string,int|null|string|array<mixed>> $amounts Field => minor units.
	 * @return array<string,mixed>
	 */
	public function with_currency( array $amounts ): array {
		$fields = array();
		foreach ( $amounts as $key => $value ) {
			$fields[ $key ] = is_int( $value ) ? $this->amount( $value ) : $value;
		}
		return $fields + $this->currency->to_response();
	}

	/**
	 * The prices object of a product or cart item.
	 *
	 * @since 0.1.0
	 *
	 * @param int                     $price         Active price.
	 * @param int                     $regular_price Regular price.
	 * @param int|null                $sale_price    Sale price.
	 * @param array{0:int,1:int}|null $range         Min and max of a variable product.
	 * @return array<string,mixed>
	 */
	public function prices( int $price, int $regular_price, ?int $sale_price, ?array $range = null ): array {
		$sale = $sale_price ?? $price;
		return $this->with_currency(
			array(
				'price'         => $price,
				'regular_price' => $regular_price,
				'sale_price'    => $sale,
				'price_range'   => $range ? array(
					'min_amount' => (string) $range[0],
					'max_amount' => (string) $range[1],
				) : null,
				'raw_prices'    => array(
					'precision'     => Currency::RAW_PRECISION,
					'price'         => (string) $this->currency->to_raw( $price ),
					'regular_price' => (string) $this->currency->to_raw( $regular_price ),
					'sale_price'    => (string) $this->currency->to_raw( $sale ),
				),
			)
		);
	}

	/**
	 * An amount as WooCommerce's price HTML writes it ("1.234,56 €" in its amount and
	 * currency symbol spans, a no-break space beside the symbol), from the currency's own
	 * formatting.
	 *
	 * @since 0.1.0
	 *
	 * @param int $minor Minor units.
	 */
	public function amount_html( int $minor ): string {
		$currency = $this->currency;
		$sign     = $minor < 0 ? '-' : '';
		$text     = substr( $currency->format( $minor ), strlen( $sign ) );
		$number   = substr( $text, strlen( $currency->prefix ), strlen( $text ) - strlen( $currency->prefix ) - strlen( $currency->suffix ) );
		return '<span class="woocommerce-Price-amount amount"><bdi>' . $sign . $this->affix_html( $currency->prefix ) . esc_html( $number ) . $this->affix_html( $currency->suffix ) . '</bdi></span>';
	}

	/**
	 * The price HTML of a product: its amount; on sale, the regular price struck through
	 * before the sale price, each also told to screen readers; with a range, "min – max".
	 *
	 * @since 0.1.0
	 *
	 * @param int                     $price         Active price.
	 * @param int|null                $regular_price Regular price to strike through (on sale only).
	 * @param array{0:int,1:int}|null $range         Min and max of a variable product.
	 */
	public function price_html( int $price, ?int $regular_price = null, ?array $range = null ): string {
		if ( $range && $range[0] !== $range[1] ) {
			return $this->amount_html( $range[0] ) . ' &ndash; ' . $this->amount_html( $range[1] );
		}
		if ( null === $regular_price || $regular_price <= $price ) {
			return $this->amount_html( $price );
		}
		return '<del aria-hidden="true">' . $this->amount_html( $regular_price ) . '</del> '
			. '<span class="screen-reader-text">' . esc_html(
				/* translators: %s: regular price, e.g. 99,00 €. */
				sprintf( __( 'Original price was: %s.', 'rueda' ), $this->currency->format( $regular_price ) )
			) . '</span>'
			. '<ins aria-hidden="true">' . $this->amount_html( $price ) . '</ins>'
			. '<span class="screen-reader-text">' . esc_html(
				/* translators: %s: sale price, e.g. 79,00 €. */
				sprintf( __( 'Current price is: %s.', 'rueda' ), $this->currency->format( $price ) )
			) . '</span>';
	}

	/**
	 * A currency prefix or suffix as HTML: the symbol in its span, spaces no-break.
	 *
	 * @param string $affix Prefix or suffix, e.g. " €".
	 */
	private function affix_html( string $affix ): string {
		$symbol = $this->currency->symbol;
		$parts  = '' === $symbol ? array( $affix ) : explode( $symbol, $affix, 2 );
		return implode(
			'<span class="woocommerce-Price-currencySymbol">' . esc_html( $symbol ) . '</span>',
			array_map( static fn( string $part ) => str_replace( ' ', '&nbsp;', esc_html( $part ) ), $parts )
		);
	}
}
