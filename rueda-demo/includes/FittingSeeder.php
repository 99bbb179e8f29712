<?php
/**
 * Seeds the demo workshop's fitting bands.
 *
 * @package RuedaDemo
 */

declare( strict_types=1 );

namespace RuedaDemo;

use Rueda\Domain\Catalog\ProductRepository;
use Rueda\Domain\Workshop\FittingBand;
use Rueda\Domain\Workshop\FittingSettings;

/**
 * Three bands by rim size for every tyre, each with fitting, balancing and a new valve
 * priced per tyre (cents, IVA included), dearer for bigger rims. Only when no band is set.
 *
 * @since 0.2.0
 */
final class FittingSeeder implements Seeder {

	/** Band id => name, smallest and largest rim, price per SKU. */
	private const BANDS = array(
		'hasta-16' => array(
			'Hasta 16"',
			null,
			16,
			array(
				'SRV-MONTAJE'     => 1200,
				'SRV-EQUILIBRADO' => 800,
				'SRV-VALVULA'     => 300,
			),
		),
		'17-18'    => array(
			'17" y 18"',
			17,
			18,
			array(
				'SRV-MONTAJE'     => 1500,
				'SRV-EQUILIBRADO' => 900,
				'SRV-VALVULA'     => 300,
			),
		),
		'19-o-mas' => array(
			'19" o más',
			19,
			null,
			array(
				'SRV-MONTAJE'     => 2000,
				'SRV-EQUILIBRADO' => 1100,
				'SRV-VALVULA'     => 450,
			),
		),
	);

	/**
	 * Creates the seeder.
	 *
	 * @param ProductRepository $products Products (the services, by SKU).
	 */
	public function __construct( private ProductRepository $products = new ProductRepository() ) {}

	/**
	 * {@inheritDoc}
	 */
	public function seed(): void {
		if ( false !== get_option( FittingSettings::OPTION ) ) {
			return;
		}
		$bands = array();
		foreach ( self::BANDS as $id => [ $name, $rim_min, $rim_max, $prices ] ) {
			$services = array();
			foreach ( $prices as $sku => $price ) {
				$service = $this->products->find_id_by_sku( $sku );
				if ( $service ) {
					$services[] = array(
						'id'    => $service,
						'price' => $price,
					);
				}
			}
			$bands[] = new FittingBand( $id, $name, '', $rim_min, $rim_max, $services );
		}
		FittingSettings::save( $bands );
	}
}
