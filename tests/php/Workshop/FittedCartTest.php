<?php
/**
 * Tyres bought fitted at the workshop, through the Store API.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Workshop;

use Rueda\Domain\Catalog\ProductRepository;
use Rueda\Domain\Workshop\FittingBand;
use Rueda\Domain\Workshop\FittingSettings;
use Rueda\Tests\StoreApi\CheckoutTestCase;

/**
 * The demo bands: up to 16" (fitting 12,00 €, balancing 8,00 €, valve 3,00 € per tyre),
 * 17-18" (15,00 €, 9,00 €, 3,00 €) and 19" and up (20,00 €, 11,00 €, 4,50 €).
 *
 * @group object-cache
 */
final class FittedCartTest extends CheckoutTestCase {

	use BooksTheWorkshop;

	/** Services are bought: the shopper also asks for them within the withdrawal period. */
	protected const TICKED = array(
		'rueda/terms'           => true,
		'rueda/service-consent' => true,
	);

	private const R15 = 'MIC-PRIMACY4-1956515'; // 138,95 €, 36 in stock, from the supplier.
	private const R16 = 'MIC-PILOTSPO-2055516'; // 144,95 €, 8 in stock.
	private const R19 = 'BRI-POTENZAS-2355519'; // 147,95 €, 20 in stock.

	private const SERVICES = array( 'SRV-MONTAJE', 'SRV-EQUILIBRADO', 'SRV-VALVULA' );

	/**
	 * Adds a tyre fitted.
	 *
	 * @param string              $sku      Tyre SKU.
	 * @param int                 $quantity Units.
	 * @param array<string,mixed> $rueda    What extensions.rueda carries.
	 */
	private function add_fitted( string $sku, int $quantity, array $rueda = array( 'fitted' => true ) ): \WP_REST_Response {
		return $this->write(
			'add-item',
			array(
				'id'         => $this->sku( $sku ),
				'quantity'   => $quantity,
				'extensions' => array( 'rueda' => $rueda ),
			)
		);
	}

	/**
	 * The lines of the cart as [name => quantity], in order.
	 *
	 * @param array<string,mixed> $cart Cart answer.
	 * @return array<string,int>
	 */
	private static function lines( array $cart ): array {
		return array_column( $cart['items'], 'quantity', 'sku' );
	}

	/**
	 * A line of the cart by SKU.
	 *
	 * @param array<string,mixed> $cart Cart answer.
	 * @param string              $sku  SKU.
	 * @return array<string,mixed>
	 */
	private static function line( array $cart, string $sku ): array {
		foreach ( $cart['items'] as $item ) {
			if ( $item['sku'] === $sku ) {
				return $item;
			}
		}
		self::fail( "No line $sku" );
	}

	/**
	 * Extension data as a client reads it.
	 *
	 * @param array<string,mixed> $item Cart line.
	 * @return array<string,mixed>
	 */
	private static function rueda( array $item ): array {
		return json_decode( (string) wp_json_encode( $item['extensions'] ), true )['rueda'];
	}

	public function test_a_tyre_added_fitted_brings_its_bands_services_linked_to_it(): void {
		$response = $this->add_fitted( self::R15, 4 );

		$this->assertSame( 201, $response->get_status() );
		$cart = $response->get_data();
		$this->assertSame(
			array(
				self::R15         => 4,
				'SRV-MONTAJE'     => 4,
				'SRV-EQUILIBRADO' => 4,
				'SRV-VALVULA'     => 4,
			),
			self::lines( $cart ),
			'the services follow the tyre, with its quantity'
		);
		$tyre     = self::line( $cart, self::R15 );
		$services = array_slice( $cart['items'], 1 );
		$this->assertSame(
			array(
				'fitted'    => true,
				'fitted_to' => null,
				'services'  => array_column( $services, 'key' ),
			),
			self::rueda( $tyre )
		);
		foreach ( $services as $service ) {
			$this->assertSame(
				array(
					'fitted'    => false,
					'fitted_to' => $tyre['key'],
					'services'  => array(),
				),
				self::rueda( $service )
			);
			$this->assertContains(
				array(
					'name'      => __( 'Fitting for', 'rueda' ),
					'value'     => 'Michelin Primacy 4+ 195/65 R15 91H',
					'display'   => 'Michelin Primacy 4+ 195/65 R15 91H',
					'hidden'    => false,
					'className' => 'rueda-fitting-for',
				),
				$service['item_data']
			);
			$this->assertFalse( $service['quantity_limits']['editable'], 'its quantity is the tyre’s' );
		}
		$this->assertSame( array( '1200', '800', '300' ), array_column( array_column( $services, 'prices' ), 'price' ) );
		$this->assertSame( ( 13895 + 2300 ) * 4, (int) $cart['totals']['total_items'] + (int) $cart['totals']['total_items_tax'], 'four tyres fitted, IVA included' );
		$this->assertSame( 4, $cart['items_count'], 'the mini cart counts tyres: their services are part of them' );
	}

	public function test_the_services_are_priced_by_the_band_of_the_tyres_rim(): void {
		$cart = $this->add_fitted( self::R19, 2 )->get_data();

		$this->assertSame( '2000', self::line( $cart, 'SRV-MONTAJE' )['prices']['price'] );
		$this->assertSame( '450', self::line( $cart, 'SRV-VALVULA' )['prices']['price'] );
		$valves = self::line( $cart, 'SRV-VALVULA' )['totals'];
		$this->assertSame( 900, (int) $valves['line_subtotal'] + (int) $valves['line_subtotal_tax'] );
	}

	public function test_changing_the_tyres_quantity_changes_its_services(): void {
		$tyre = self::line( $this->add_fitted( self::R15, 4 )->get_data(), self::R15 );

		$cart = $this->write(
			'update-item',
			array(
				'key'      => $tyre['key'],
				'quantity' => 2,
			)
		)->get_data();

		$this->assertSame(
			array(
				self::R15         => 2,
				'SRV-MONTAJE'     => 2,
				'SRV-EQUILIBRADO' => 2,
				'SRV-VALVULA'     => 2,
			),
			self::lines( $cart )
		);
	}

	public function test_a_fitted_services_quantity_cannot_be_changed_on_its_own(): void {
		$service = self::line( $this->add_fitted( self::R15, 4 )->get_data(), 'SRV-EQUILIBRADO' );

		$response = $this->write(
			'update-item',
			array(
				'key'      => $service['key'],
				'quantity' => 1,
			)
		);

		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'rueda_fitting_service_locked', $response->get_data()['code'] );
		$this->assertSame( 4, self::lines( $this->cart() )['SRV-EQUILIBRADO'], 'nothing changed' );
	}

	public function test_removing_the_tyre_removes_its_services(): void {
		$this->add( 'SRV-PREITV' );
		$tyre = self::line( $this->add_fitted( self::R15, 4 )->get_data(), self::R15 );

		$cart = $this->write( 'remove-item', array( 'key' => $tyre['key'] ) )->get_data();

		$this->assertSame( array( 'SRV-PREITV' => 1 ), self::lines( $cart ) );
	}

	public function test_removing_a_service_removes_the_fitting_and_keeps_the_tyre(): void {
		$this->add( self::R15, 1 );
		$service = self::line( $this->add_fitted( self::R15, 4 )->get_data(), 'SRV-VALVULA' );

		$cart = $this->write( 'remove-item', array( 'key' => $service['key'] ) )->get_data();

		$this->assertSame( array( self::R15 => 5 ), self::lines( $cart ), 'joined to the same tyre without fitting' );
		$this->assertFalse( self::rueda( $cart['items'][0] )['fitted'] );
		$this->assertStringStartsNotWith( 'pickup_location:', self::selected_rate( $cart ), 'delivered again' );
	}

	public function test_adding_the_same_tyre_fitted_again_adds_to_its_group(): void {
		$this->add_fitted( self::R15, 2 );
		$this->add( self::R15, 1 );

		$cart = $this->add_fitted( self::R15, 2 )->get_data();

		$this->assertCount( 5, $cart['items'], 'the tyre without fitting keeps a line of its own' );
		$fitted = array_values( array_filter( $cart['items'], static fn( array $item ) => self::rueda( $item )['fitted'] ) );
		$this->assertCount( 1, $fitted );
		$this->assertSame( 4, $fitted[0]['quantity'] );
		foreach ( self::rueda( $fitted[0] )['services'] as $key ) {
			$this->assertSame( 4, array_column( $cart['items'], 'quantity', 'key' )[ $key ] );
		}
		$this->assertSame( 5, $cart['items_count'] );
	}

	public function test_a_fitted_cart_is_collected_at_the_workshop(): void {
		$this->ship_to( 'ES', 'M', '28013' );
		$this->write(
			'select-shipping-rate',
			array(
				'package_id' => 0,
				'rate_id'    => 'flat_rate:1',
			)
		);

		$cart = $this->add_fitted( self::R16, 4 )->get_data();

		foreach ( $cart['shipping_rates'] as $package ) {
			$this->assertSame( array( 'pickup_location' ), array_values( array_unique( array_column( $package['shipping_rates'], 'method_id' ) ) ), 'pickup only' );
		}
		$this->assertSame( 'pickup_location:0', self::selected_rate( $cart ) );
		$this->assertSame( '0', $cart['totals']['total_shipping'] );

		$refused = $this->write(
			'select-shipping-rate',
			array(
				'package_id' => 0,
				'rate_id'    => 'flat_rate:1',
			)
		);
		$this->assertSame( 409, $refused->get_status() );
		$this->assertSame( 'woocommerce_rest_cart_invalid_rate', $refused->get_data()['code'] );
	}

	public function test_a_fitted_tyre_for_the_canaries_is_taxed_where_it_is_fitted(): void {
		$this->ship_to( 'ES', 'GC', '35001' );
		$this->add( self::R16, 1 );
		$this->assertSame( '0', $this->cart()['totals']['total_tax'], 'shipped to the Canaries: no IVA' );

		$cart = $this->add_fitted( self::R16, 1 )->get_data();

		$tyre = self::line( $cart, self::R16 );
		$this->assertGreaterThan( 0, (int) $cart['totals']['total_tax'], 'collected in Madrid: IVA' );
		$fees = (int) $cart['totals']['total_fees'] + (int) $cart['totals']['total_fees_tax']; // The tyres' ecovalor.
		$this->assertSame( 14495 * 2 + 2300, (int) $cart['totals']['total_price'] - $fees, $tyre['name'] );
	}

	public function test_refusals_have_stable_codes_and_change_nothing(): void {
		$this->add( 'SRV-PREITV' );
		$cases = array(
			'unknown band'       => array(
				fn() => $this->add_fitted(
					self::R15,
					4,
					array(
						'fitted' => true,
						'band'   => '19-o-mas',
					)
				),
				409,
				'rueda_fitting_unknown_band',
			),
			'not a tyre'         => array( fn() => $this->add_fitted( 'SRV-ACEITE', 1 ), 400, 'rueda_fitting_unavailable' ),
			'bad choice'         => array( fn() => $this->add_fitted( self::R15, 4, array( 'fitted' => 'sí' ) ), 400, 'rest_invalid_param' ),
			'unknown choice key' => array( fn() => $this->add_fitted( self::R15, 4, array( 'montado' => true ) ), 400, 'rest_invalid_param' ),
			'too many'           => array( fn() => $this->add_fitted( self::R16, 9 ), 400, 'woocommerce_rest_product_partially_out_of_stock' ),
		);
		foreach ( $cases as $case => [ $request, $status, $code ] ) {
			$response = $request();
			$this->assertSame( $status, $response->get_status(), $case );
			$this->assertSame( $code, $response->get_data()['code'], $case );
		}
		$this->assertSame( array( 'SRV-PREITV' => 1 ), self::lines( $this->cart() ) );
	}

	public function test_the_band_the_page_showed_is_accepted(): void {
		$cart = $this->add_fitted(
			self::R15,
			4,
			array(
				'fitted' => true,
				'band'   => 'hasta-16',
			)
		)->get_data();

		$this->assertCount( 4, $cart['items'] );
	}

	public function test_a_tyre_without_a_band_cannot_be_bought_fitted(): void {
		FittingSettings::save( array_values( array_filter( FittingSettings::bands(), static fn( FittingBand $band ) => 'hasta-16' !== $band->id ) ) );

		$response = $this->add_fitted( self::R15, 4 );

		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'rueda_fitting_unavailable', $response->get_data()['code'] );
		$this->assertSame( array(), $this->cart()['items'] );
		$this->assertSame( 201, $this->add_fitted( self::R19, 4 )->get_status(), 'another band still fits' );
	}

	public function test_a_service_deleted_or_out_of_stock_refuses_the_fitting(): void {
		$products = new ProductRepository();
		$valve    = $this->sku( 'SRV-VALVULA' );

		$this->set_stock( 'SRV-VALVULA', 3 );
		$short = $this->add_fitted( self::R15, 4 );
		$this->assertSame( 400, $short->get_status() );
		$this->assertSame( 'rueda_fitting_service_unavailable', $short->get_data()['code'] );
		$this->assertStringContainsString( 'Válvula nueva', $short->get_data()['message'] );
		$this->assertSame( 201, $this->add_fitted( self::R15, 3 )->get_status(), 'three valves are enough for three tyres' );

		$products->delete( $valve );
		$deleted = $this->add_fitted( self::R16, 4 );
		$this->assertSame( 400, $deleted->get_status() );
		$this->assertSame( 'rueda_fitting_service_unavailable', $deleted->get_data()['code'] );

		$errors = $this->cart()['errors'];
		$this->assertSame( 'rueda_fitting_service_unavailable', $errors[0]['code'], 'the fitting already in the cart reports it' );
		$checkout = $this->checkout( $this->booked_payload() );
		$this->assertSame( 409, $checkout->get_status() );
		$this->assertSame( 'rueda_fitting_service_unavailable', $checkout->get_data()['code'] );
	}

	public function test_the_cart_follows_the_bands_the_owner_changes(): void {
		$this->add_fitted( self::R15, 4 );
		$bands = FittingSettings::bands();

		// Dearer fitting, no valve.
		$bands[0] = new FittingBand(
			'hasta-16',
			'Hasta 16"',
			'',
			null,
			16,
			array(
				array(
					'id'    => $this->sku( 'SRV-MONTAJE' ),
					'price' => 1350,
				),
				array(
					'id'    => $this->sku( 'SRV-EQUILIBRADO' ),
					'price' => 800,
				),
			)
		);
		FittingSettings::save( $bands );
		$cart = $this->cart();
		$this->assertSame(
			array(
				self::R15         => 4,
				'SRV-MONTAJE'     => 4,
				'SRV-EQUILIBRADO' => 4,
			),
			self::lines( $cart )
		);
		$this->assertSame( '1350', self::line( $cart, 'SRV-MONTAJE' )['prices']['price'] );

		// No band for it any more: the tyre stays, without fitting.
		FittingSettings::save( array_slice( $bands, 1 ) );
		$cart = $this->cart();
		$this->assertSame( array( self::R15 => 4 ), self::lines( $cart ) );
		$this->assertFalse( self::rueda( $cart['items'][0] )['fitted'] );
	}

	public function test_the_order_lists_the_services_with_the_tyre_they_fit(): void {
		$this->add_fitted( self::R16, 2 );
		$this->deliver_to_madrid();

		$response = $this->checkout( $this->booked_payload() );

		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$order = $this->order( $response->get_data()['order_id'] );
		$items = $order->lines( 'line_item' );
		$tyre  = 'Michelin Pilot Sport 5 205/55 R16 91V';
		/* translators: 1: service name, 2: tyre name. */
		$format = __( '%1$s · Fitting for: %2$s', 'rueda' );
		$this->assertSame(
			array(
				$tyre,
				sprintf( $format, 'Montaje de neumático', $tyre ),
				sprintf( $format, 'Equilibrado de rueda', $tyre ),
				sprintf( $format, 'Válvula nueva', $tyre ),
			),
			array_column( $items, 'name' )
		);
		$this->assertTrue( $items[0]['meta']['fitted'] );
		$this->assertSame( $items[0]['meta']['key'], $items[1]['meta']['fitted_to'] );
		$this->assertSame( array( 2, 2, 2, 2 ), array_map( 'intval', array_column( $items, 'quantity' ) ) );
		$fees = (int) array_sum( array_column( $order->lines( 'fee' ), 'total' ) ) + (int) array_sum( array_column( $order->lines( 'fee' ), 'total_tax' ) );
		$this->assertSame( ( 14495 + 2300 ) * 2, (int) $order->row['total'] - $fees, 'the tyres fitted, besides their ecovalor' );
		$shipping = $order->lines( 'shipping' );
		$this->assertStringStartsWith( 'pickup_location:', (string) $shipping[0]['meta']['rate_id'] );
	}

	/**
	 * The rate selected for the first package.
	 *
	 * @param array<string,mixed> $cart Cart answer.
	 */
	private static function selected_rate( array $cart ): string {
		foreach ( $cart['shipping_rates'][0]['shipping_rates'] as $rate ) {
			if ( $rate['selected'] ) {
				return $rate['rate_id'];
			}
		}
		return '';
	}
}
