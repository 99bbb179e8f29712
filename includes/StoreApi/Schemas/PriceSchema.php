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
}
