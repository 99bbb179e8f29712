<?php
/**
 * The tyre hotel at checkout and after: the plate of the car whose set is kept, stored on
 * the order, and a note when the order is paid.
 *
 * @package RuedaHotel
 */

declare( strict_types=1 );

namespace RuedaHotel;

use Rueda\Domain\Checkout\CheckoutRequest;
use Rueda\Domain\Orders\Order;
use Rueda\Domain\Orders\OrderNotes;
use Rueda\Domain\Orders\OrderStatus;
use Rueda\Domain\ShopException;
use Rueda\Storage\OrderStore;
use Rueda\StoreApi\EndpointData;

/**
 * Extension points used: endpoint data on the checkout (its schema also validates what the
 * page sends in `extensions`), `rueda_checkout_update_order_from_request` and
 * `rueda_order_status_changed`.
 */
final class CheckoutStorage {

	/** Order meta holding {seasons, plate}. */
	public const META = 'rueda_hotel';

	/**
	 * Creates the service.
	 *
	 * @param OrderStore $orders Orders.
	 */
	public function __construct( private OrderStore $orders = new OrderStore() ) {}

	/**
	 * Hooks everything.
	 */
	public function register(): void {
		EndpointData::register(
			array(
				'endpoint'        => 'checkout',
				'namespace'       => StoragePlan::NAMESPACE,
				'schema_callback' => static fn() => array(
					'plate' => array(
						'description' => 'Plate of the car whose set of tyres the hotel keeps.',
						'type'        => 'string',
						'pattern'     => '^[0-9A-Za-z -]{4,12}$',
					),
				),
				'data_callback'   => fn( Order $order ) => $this->answer( $order ),
			)
		);
		add_action( 'rueda_checkout_update_order_from_request', array( $this, 'store' ), 10, 2 );
		add_action( 'rueda_order_status_changed', array( $this, 'note_when_paid' ), 10, 3 );
	}

	/**
	 * Stores the plate with the seasons bought; an order with the hotel needs the plate.
	 *
	 * @param Order           $order   The order being placed.
	 * @param CheckoutRequest $request The checkout request (its extensions already validated).
	 * @throws ShopException When the hotel is in the order but the plate is missing.
	 */
	public function store( Order $order, CheckoutRequest $request ): void {
		$seasons = $this->seasons( $order );
		if ( 0 === $seasons ) {
			return;
		}
		$data  = $request->extensions[ StoragePlan::NAMESPACE ] ?? array();
		$plate = is_array( $data ) ? strtoupper( trim( (string) ( $data['plate'] ?? '' ) ) ) : '';
		if ( '' === $plate ) {
			throw new ShopException( 'rueda_hotel_missing_plate', __( 'Escribe la matrícula del coche cuyos neumáticos guardamos.', 'rueda-hotel' ), 400 );
		}
		$this->orders->set_meta(
			$order->id(),
			self::META,
			array(
				'seasons' => $seasons,
				'plate'   => $plate,
			)
		);
	}

	/**
	 * Once paid, the order says where the set is.
	 *
	 * @param int    $order_id Order id.
	 * @param string $from     Status before.
	 * @param string $to       Status now.
	 */
	public function note_when_paid( int $order_id, string $from, string $to ): void {
		$order  = $this->orders->get( $order_id );
		$stored = $order ? $this->stored( $order ) : array();
		if ( OrderStatus::PROCESSING !== $to || ! $stored ) {
			return;
		}
		( new OrderNotes( $this->orders ) )->add(
			$order_id,
			/* translators: 1: plate, 2: seasons. */
			sprintf( _n( 'Hotel de neumáticos: guardamos el juego del %1$s durante %2$d temporada.', 'Hotel de neumáticos: guardamos el juego del %1$s durante %2$d temporadas.', (int) $stored['seasons'], 'rueda-hotel' ), $stored['plate'], (int) $stored['seasons'] ),
			true,
			true
		);
	}

	/**
	 * The checkout answer's data: the plate stored, read afresh (the hook stored it after the
	 * order object the answer gets was made).
	 *
	 * @param Order $order The order.
	 * @return array{plate?:string}
	 */
	private function answer( Order $order ): array {
		$fresh = $this->orders->get( $order->id() );
		$plate = $fresh ? ( $this->stored( $fresh )['plate'] ?? '' ) : '';
		return '' === $plate ? array() : array( 'plate' => $plate );
	}

	/**
	 * What the order stores of the hotel.
	 *
	 * @param Order $order The order.
	 * @return array{seasons?:int,plate?:string}
	 */
	private function stored( Order $order ): array {
		$stored = $order->meta( self::META, array() );
		return is_array( $stored ) ? $stored : array();
	}

	/**
	 * Seasons bought: the hotel's fee line is the record of them.
	 *
	 * @param Order $order The order.
	 */
	private function seasons( Order $order ): int {
		foreach ( $order->lines( 'fee' ) as $fee ) {
			if ( StoragePlan::NAMESPACE === ( $fee['meta']['id'] ?? '' ) ) {
				return intdiv( (int) $fee['total'] + (int) $fee['total_tax'], StoragePlan::PRICE_PER_SEASON );
			}
		}
		return 0;
	}
}
