<?php
/**
 * Seeds the demo coupons.
 *
 * @package RuedaDemo
 */

declare( strict_types=1 );

namespace RuedaDemo;

use Rueda\Domain\Catalog\ProductRepository;
use Rueda\Domain\Coupons\CouponRepository;

/**
 * BIENVENIDA10 (10 %), MONTAJEGRATIS (free fitting), ENVIOGRATIS (free shipping),
 * VERANO2024 (expired) and UNSOLOUSO (5 €, usage limit 1); each only when missing.
 *
 * @since 0.1.0
 */
final class CouponsSeeder implements Seeder {

	/**
	 * {@inheritDoc}
	 */
	public function seed(): void {
		$coupons = new CouponRepository();
		$fitting = ( new ProductRepository() )->find_id_by_sku( 'SRV-MONTAJE' );
		$demo    = array(
			'BIENVENIDA10'  => array(
				'discount_type' => 'percent',
				'amount'        => 10,
				'description'   => '10 % de descuento en tu primera compra.',
			),
			'MONTAJEGRATIS' => array(
				'discount_type' => 'percent',
				'amount'        => 100,
				'product_ids'   => array( $fitting ),
				'description'   => 'Montaje gratis de tus neumáticos.',
			),
			'ENVIOGRATIS'   => array(
				'discount_type' => 'fixed_cart',
				'amount'        => 0,
				'free_shipping' => true,
				'description'   => 'Envío gratuito.',
			),
			'VERANO2024'    => array(
				'discount_type' => 'percent',
				'amount'        => 15,
				'expires'       => '2024-09-30',
				'description'   => 'Campaña de verano 2024 (caducado).',
			),
			'UNSOLOUSO'     => array(
				'discount_type' => 'fixed_cart',
				'amount'        => 500,
				'usage_limit'   => 1,
				'description'   => '5 € de descuento, un solo uso.',
			),
		);
		foreach ( $demo as $code => $rules ) {
			if ( ! $coupons->find( $code ) ) {
				$coupons->save( $code, $rules );
			}
		}
	}
}
