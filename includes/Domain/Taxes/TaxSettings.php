<?php
/**
 * The shop's tax settings and rates.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Taxes;

/**
 * Reads `rueda_taxes`: whether taxes apply, whether prices are entered with tax, how the
 * cart shows them, and the rates by location. The defaults are Spain's: IVA 21 % on the
 * peninsula and Baleares; Canarias, Ceuta and Melilla without IVA.
 *
 * @since 0.1.0
 */
final class TaxSettings {

	public const OPTION = 'rueda_taxes';

	/**
	 * All settings, saved values over defaults.
	 *
	 * @since 0.1.0
	 *
	 * @return array{enabled:bool,prices_include_tax:bool,display_cart_prices_including_tax:bool,itemized:bool,base_country:string,base_state:string,rates:list<array{country:string,state:string,postcode:string,rate:float,name:string,class:string}>}
	 */
	public static function get(): array {
		$saved = get_option( self::OPTION, array() );
		return array_merge( self::defaults(), is_array( $saved ) ? $saved : array() );
	}

	/**
	 * Spanish defaults.
	 *
	 * @since 0.1.0
	 *
	 * @return array<string,mixed>
	 */
	public static function defaults(): array {
		$exempt = array_map(
			static fn( string $state ) => array(
				'country'  => 'ES',
				'state'    => $state,
				'postcode' => '',
				'rate'     => 0.0,
				'name'     => 'IVA',
				'class'    => '',
			),
			array( 'GC', 'TF', 'CE', 'ML' )
		);
		return array(
			'enabled'                           => true,
			'prices_include_tax'                => true,
			'display_cart_prices_including_tax' => true,
			'itemized'                          => false,
			'base_country'                      => 'ES',
			'base_state'                        => 'M',
			// Most specific rules first: the first match wins.
			'rates'                             => array_merge(
				$exempt,
				array(
					array(
						'country'  => 'ES',
						'state'    => '',
						'postcode' => '',
						'rate'     => 21.0,
						'name'     => 'IVA',
						'class'    => '',
					),
				)
			),
		);
	}
}
