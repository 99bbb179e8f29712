<?php
/**
 * The ecovalor (end-of-life tyre fee) in the cart, the order and its emails.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Ecovalor;

use Rueda\Domain\Catalog\ProductRepository;
use Rueda\Domain\Ecovalor\EcovalorCategory;
use Rueda\Domain\Ecovalor\EcovalorFees;
use Rueda\Domain\Ecovalor\EcovalorSettings;
use Rueda\Domain\Taxes\TaxSettings;
use Rueda\Orders\Content\OrderDetails;
use Rueda\Settings\CurrencySettings;
use Rueda\Tests\StoreApi\CheckoutTestCase;

/**
 * Amounts per category and quantity, IVA on the fee, totals, what pays none, the setting
 * off, coupons, and the fee lines of the order, its confirmation and its emails.
 */
final class EcovalorFeesTest extends CheckoutTestCase {

	/** A passenger car tyre of the demo catalogue (144,95 €). */
	private const CAR_TYRE = 'MIC-PILOTSPO-2055516';

	/** Another passenger car tyre (138,95 €). */
	private const OTHER_CAR_TYRE = 'MIC-PRIMACY4-1956515';

	/** A 4x4/SUV tyre of the demo catalogue. */
	private const SUV_TYRE = 'HAN-VENTUSPR-2355519';

	/**
	 * The cart's fees by id: [name, net, tax].
	 *
	 * @param array<string,mixed> $cart Store API cart.
	 * @return array<string,array{0:string,1:string,2:string}>
	 */
	private function fees( array $cart ): array {
		$fees = array();
		foreach ( $cart['fees'] as $fee ) {
			$fees[ $fee['id'] ] = array( $fee['name'], $fee['totals']['total'], $fee['totals']['total_tax'] );
		}
		return $fees;
	}

	/**
	 * Gives a demo tyre another ecovalor category.
	 *
	 * @param string $sku      SKU.
	 * @param string $category Category.
	 */
	private function categorise( string $sku, string $category ): void {
		$products                                = new ProductRepository();
		$data                                    = $products->get_data( $this->sku( $sku ) );
		$data['specs'][ EcovalorCategory::SPEC ] = $category;
		$products->save( $data );
	}

	public function test_four_passenger_car_tyres_pay_four_times_the_amount_with_iva(): void {
		$cart   = $this->add( self::CAR_TYRE, 4 )->get_data();
		$totals = $cart['totals'];

		$this->assertSame( array( 'ecovalor-turismo' => array( EcovalorFees::name(), '520', '109' ) ), $this->fees( $cart ), '4 × 1,30 € and 21 % IVA of 5,20 €' );
		$this->assertSame( array( '520', '109' ), array( $totals['total_fees'], $totals['total_fees_tax'] ) );
		$this->assertSame( 'EUR', $cart['fees'][0]['totals']['currency_code'] );
		$this->assertSame(
			(int) $totals['total_items'] + (int) $totals['total_items_tax'] + 520 + 109 + (int) $totals['total_shipping'] + (int) $totals['total_shipping_tax'],
			(int) $totals['total_price']
		);
		$this->assertSame( (int) $totals['total_items_tax'] + 109 + (int) $totals['total_shipping_tax'], (int) $totals['total_tax'], 'the fee\'s IVA is in the total tax' );
		$this->assertSame( $totals['total_tax'], $totals['tax_lines'][0]['price'], 'and in the IVA line' );
	}

	public function test_the_fee_follows_the_quantity(): void {
		$one  = $this->fees( $this->add( self::CAR_TYRE, 1 )->get_data() );
		$key  = $this->cart()['items'][0]['key'];
		$two  = $this->fees(
			$this->write(
				'update-item',
				array(
					'key'      => $key,
					'quantity' => 2,
				)
			)->get_data()
		);
		$none = $this->fees( $this->write( 'remove-item', array( 'key' => $key ) )->get_data() );

		$this->assertSame( array( EcovalorFees::name(), '130', '27' ), $one['ecovalor-turismo'] );
		$this->assertSame( array( EcovalorFees::name(), '260', '55' ), $two['ecovalor-turismo'] );
		$this->assertSame( array(), $none );
	}

	public function test_tyres_of_one_category_share_one_line_and_categories_have_their_own(): void {
		$this->categorise( self::OTHER_CAR_TYRE, EcovalorCategory::MOTORCYCLE );
		$this->add( self::CAR_TYRE, 2 );
		$this->add( 'HAN-VENTUSPR-2055516', 2 );
		$this->add( self::SUV_TYRE, 2 );
		$cart = $this->add( self::OTHER_CAR_TYRE, 1 )->get_data();

		$names = EcovalorCategory::labels();
		$this->assertSame(
			array(
				'ecovalor-turismo' => array( EcovalorFees::name() . ' · ' . $names['turismo'], '520', '109' ),
				'ecovalor-suv'     => array( EcovalorFees::name() . ' · ' . $names['suv'], '420', '88' ),
				'ecovalor-moto'    => array( EcovalorFees::name() . ' · ' . $names['moto'], '65', '14' ),
			),
			$this->fees( $cart ),
			'two car tyre lines, one fee line; each category at its amount, named when there are several'
		);
		$this->assertSame( array( (string) ( 520 + 420 + 65 ), (string) ( 109 + 88 + 14 ) ), array( $cart['totals']['total_fees'], $cart['totals']['total_fees_tax'] ) );
	}

	public function test_services_pay_none(): void {
		$cart = $this->add( 'SRV-MONTAJE', 4 )->get_data();
		$cart = $this->add( 'SRV-ACEITE', 1 )->get_data();

		$this->assertSame( array(), $cart['fees'] );
		$this->assertSame( array( '0', '0' ), array( $cart['totals']['total_fees'], $cart['totals']['total_fees_tax'] ) );
	}

	public function test_turned_off_nothing_is_charged_or_announced(): void {
		update_option( EcovalorSettings::OPTION, array( 'enabled' => false ) );

		$cart = $this->add( self::CAR_TYRE, 4 )->get_data();

		$this->assertSame( array(), $cart['fees'] );
		$this->assertSame( '0', $cart['totals']['total_fees'] );
		$this->assertNull( $cart['items'][0]['tyre']['ecovalor'], 'no note beside the price either' );
	}

	public function test_a_category_at_zero_adds_no_line(): void {
		update_option( EcovalorSettings::OPTION, array( 'amounts' => array( 'turismo' => 0 ) ) );
		$this->add( self::CAR_TYRE, 2 );

		$cart = $this->add( self::SUV_TYRE, 1 )->get_data();

		$this->assertSame( array( 'ecovalor-suv' ), array_keys( $this->fees( $cart ) ) );
	}

	public function test_coupons_do_not_discount_it(): void {
		$this->add( self::CAR_TYRE, 4 );
		$before = $this->cart()['totals'];

		$cart = $this->write( 'apply-coupon', array( 'code' => 'bienvenida10' ) )->get_data();

		$this->assertSame( array( EcovalorFees::name(), '520', '109' ), $this->fees( $cart )['ecovalor-turismo'] );
		$this->assertSame(
			(int) round( ( (int) $before['total_items'] + (int) $before['total_items_tax'] ) / 10 ),
			(int) $cart['totals']['total_discount'] + (int) $cart['totals']['total_discount_tax'],
			'10 % of the tyres only'
		);
	}

	public function test_without_iva_where_no_iva_is_charged(): void {
		$this->add( self::CAR_TYRE, 4 );

		$canarias = $this->ship_to( 'ES', 'TF', '38001' );
		update_option( TaxSettings::OPTION, array( 'enabled' => false ) );
		$taxes_off = $this->cart();

		$this->assertSame( array( EcovalorFees::name(), '520', '0' ), $this->fees( $canarias )['ecovalor-turismo'], 'Canarias: 5,20 €, its price before IVA' );
		$this->assertSame( array( EcovalorFees::name(), '520', '0' ), $this->fees( $taxes_off )['ecovalor-turismo'] );
	}

	public function test_a_changed_amount_is_charged_at_once(): void {
		update_option( EcovalorSettings::OPTION, array( 'amounts' => array( 'turismo' => 150 ) ) );

		$cart = $this->add( self::CAR_TYRE, 4 )->get_data();

		$this->assertSame( array( EcovalorFees::name(), '600', '126' ), $this->fees( $cart )['ecovalor-turismo'] );
	}

	public function test_the_order_keeps_the_fee_lines_and_its_confirmation_and_emails_show_them(): void {
		$this->add( self::CAR_TYRE, 4 );
		$this->deliver_to_madrid();
		$total = (int) $this->cart()['totals']['total_price'];

		$response = $this->checkout( $this->payload() );
		$order    = $this->order( $response->get_data()['order_id'] );
		$fees     = $order->lines( 'fee' );

		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$this->assertSame( $total, $order->total(), 'the order charges what the cart showed' );
		$this->assertCount( 1, $fees );
		$this->assertSame( array( EcovalorFees::name(), 520, 109 ), array( $fees[0]['name'], (int) $fees[0]['total'], (int) $fees[0]['total_tax'] ) );
		$this->assertSame(
			array(
				'id'          => 'ecovalor-turismo',
				'system'      => 'SIGNUS',
				'category'    => 'turismo',
				'units'       => 4,
				'unit_amount' => 130,
			),
			$fees[0]['meta'],
			'what the shop declares to the management system'
		);

		$row = esc_html( EcovalorFees::name() . ':' ) . '</th><td>' . esc_html( CurrencySettings::currency()->format( 629 ) ) . '</td>';
		$this->assertStringContainsString( $row, OrderDetails::table( $order ), 'the confirmation page\'s table' );
		$this->assertSame( array( 'lucia@example.test', get_option( 'admin_email' ) ), array_column( $this->mails, 'to' ) );
		foreach ( $this->mails as $mail ) {
			$this->assertStringContainsString( $row, $mail['message'], 'the email to ' . $mail['to'] );
		}
	}

	public function test_the_shop_sees_the_fee_on_the_order_screen(): void {
		$this->add( self::CAR_TYRE, 4 );
		$this->deliver_to_madrid();
		$id = $this->checkout( $this->payload() )->get_data()['order_id'];
		wp_set_current_user( $this->create_user( 'administrator' ) );

		$order = $this->rest( 'GET', '/rueda/v1/orders/' . $id )->get_data();

		$this->assertSame(
			array(
				array(
					'name'          => EcovalorFees::name(),
					'total'         => 629,
					'total_display' => CurrencySettings::currency()->format( 629 ),
				),
			),
			$order['fees']
		);
	}

	public function test_the_customers_order_lists_the_fee_and_its_totals(): void {
		$this->add( self::CAR_TYRE, 4 );
		$this->deliver_to_madrid();
		$placed  = $this->checkout( $this->payload() )->get_data();
		$request = new \WP_REST_Request( 'GET', '/wc/store/v1/order/' . $placed['order_id'] );
		$request->set_query_params( array( 'key' => $placed['order_key'] ) );

		$order = rest_do_request( $request )->get_data();

		$this->assertSame( array( 'ecovalor-turismo', EcovalorFees::name(), '520', '109' ), array( $order['fees'][0]['id'], $order['fees'][0]['name'], $order['fees'][0]['totals']['total'], $order['fees'][0]['totals']['total_tax'] ) );
		$this->assertSame( array( '520', '109' ), array( $order['totals']['total_fees'], $order['totals']['total_fees_tax'] ) );
	}
}
