<?php
/**
 * What the mechanic's work order says about an order.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Workshop;

use Rueda\Domain\Catalog\ProductRepository;
use Rueda\Domain\Orders\Order;
use Rueda\Domain\Tyres\Tyre;

/**
 * The facts of a workshop job, from its order and its appointment: who (customer, phone),
 * what car (plate, vehicle), when and where (the appointment's time and workshop), the
 * tyres to fit (size, load index and speed rating, quantity), the services and the
 * customer's note. Values are plain text, as stored; the page escapes them.
 *
 * @since 0.7.0
 */
final class WorkOrder {

	/**
	 * Creates the work order.
	 *
	 * @param Order                                                                                   $order       The order.
	 * @param array<string,mixed>|null                                                                $appointment Its appointment (Appointments' row), or null.
	 * @param list<array{name:string,size:string,load_index:string,speed_rating:string,quantity:int}> $tyres Tyres to fit.
	 * @param list<array{name:string,quantity:int}>                                                   $services Services and other lines.
	 */
	public function __construct(
		public readonly Order $order,
		public readonly ?array $appointment,
		public readonly array $tyres,
		public readonly array $services
	) {}

	/**
	 * The work order of an order.
	 *
	 * @since 0.7.0
	 *
	 * @param Order             $order    Order.
	 * @param Appointments      $bookings Appointments.
	 * @param ProductRepository $products Products.
	 */
	public static function of( Order $order, Appointments $bookings = new Appointments(), ProductRepository $products = new ProductRepository() ): self {
		$lines = $order->lines( 'line_item' );
		$found = $products->get_many( array_values( array_unique( array_map( static fn( array $line ): int => (int) $line['product_id'], $lines ) ) ) );
		$tyres = array();
		$other = array();
		foreach ( $lines as $line ) {
			$product = $found[ (int) $line['product_id'] ] ?? null;
			$tyre    = $product ? Tyre::of( $product ) : null;
			if ( $tyre ) {
				$size    = $tyre->size;
				$tyres[] = array(
					'name'         => (string) $line['name'],
					'size'         => sprintf( '%d/%d R%d', $size->width, $size->profile, $size->rim ),
					'load_index'   => null === $size->load_index ? '' : (string) $size->load_index,
					'speed_rating' => (string) $size->speed_rating,
					'quantity'     => (int) $line['quantity'],
				);
				continue;
			}
			$other[] = array(
				'name'     => (string) $line['name'],
				'quantity' => (int) $line['quantity'],
			);
		}
		return new self( $order, $bookings->of_order( $order->id() ), $tyres, $other );
	}

	/**
	 * The customer's name, phone, plate and vehicle.
	 *
	 * @since 0.7.0
	 *
	 * @return array{name:string,phone:string,email:string,plate:string,vehicle:string}
	 */
	public function customer(): array {
		$billing = $this->order->address( 'billing' );
		return array(
			'name'  => trim( ( $billing['first_name'] ?? '' ) . ' ' . ( $billing['last_name'] ?? '' ) ),
			'phone' => (string) ( $billing['phone'] ?? '' ),
			'email' => $this->order->email(),
		) + CheckoutVehicle::of_order( $this->order );
	}
}
