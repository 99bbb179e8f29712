<?php
/**
 * Tools → Export / Erase Personal Data for Rueda's carts, addresses and saved cards.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Account\Privacy;

use Rueda\Domain\Cart\Cart;
use Rueda\Domain\Cart\CartService;
use Rueda\Domain\Catalog\ProductRepository;
use Rueda\Domain\Customers\AddressLines;
use Rueda\Domain\Customers\CustomerAccounts;
use Rueda\Domain\Invoices\CustomerTaxDetails;
use Rueda\Domain\Payments\PaymentTokens;

/**
 * What Rueda keeps about a person besides orders: their stored carts (the account's, and
 * guest carts whose addresses carry the email), the addresses saved for the checkout and
 * the saved cards (brand, last four digits, expiry). Both the export and the erasure fit
 * one page; erasing deletes all of it.
 *
 * @since 0.1.0
 */
final class CustomerData {

	public const ID = 'rueda-customer-data';

	/**
	 * Creates the exporter and eraser.
	 *
	 * @param CartService      $carts    Carts.
	 * @param CustomerAccounts $accounts Saved addresses.
	 * @param PaymentTokens    $tokens   Saved cards.
	 */
	public function __construct(
		private CartService $carts = new CartService(),
		private CustomerAccounts $accounts = new CustomerAccounts(),
		private PaymentTokens $tokens = new PaymentTokens()
	) {}

	/**
	 * A person's carts, addresses and cards for the export.
	 *
	 * @since 0.1.0
	 *
	 * @param string $email Email of the request.
	 * @return array{data:list<array<string,mixed>>,done:bool}
	 */
	public function export( string $email ): array {
		$user = OrdersData::user_id( $email );
		$data = array();
		foreach ( $this->carts->personal_carts( $user, $email ) as $cart ) {
			$data[] = $this->item( 'rueda-carts', __( 'Shop carts', 'rueda' ), 'rueda-cart-' . md5( $cart->key ), $this->cart_data( $cart ) );
		}
		foreach ( $this->accounts->saved_addresses( $user ) as $type => $address ) {
			$label  = 'billing' === $type ? __( 'Billing address', 'rueda' ) : __( 'Shipping address', 'rueda' );
			$data[] = $this->item( 'rueda-addresses', __( 'Saved addresses', 'rueda' ), 'rueda-address-' . $type, array( $label => implode( ', ', AddressLines::of( $address ) ) ) );
		}
		$tax = CustomerTaxDetails::for_checkout( $user );
		if ( '' !== $tax['taxId'] ) {
			$data[] = $this->item(
				'rueda-invoice-details',
				__( 'Invoice details', 'rueda' ),
				'rueda-invoice-details',
				array(
					__( 'NIF/CIF', 'rueda' )      => $tax['taxId'],
					__( 'Company name', 'rueda' ) => $tax['company'],
				)
			);
		}
		foreach ( $this->tokens->for_customer( $user ) as $token ) {
			$data[] = $this->item(
				'rueda-payment-methods',
				__( 'Saved cards', 'rueda' ),
				'rueda-card-' . $token['id'],
				array(
					__( 'Card', 'rueda' )             => (string) $token['brand'],
					__( 'Last four digits', 'rueda' ) => (string) $token['last4'],
					__( 'Expiry', 'rueda' )           => sprintf( '%02d/%02d', (int) $token['expiry_month'], (int) $token['expiry_year'] % 100 ),
				)
			);
		}
		return array(
			'data' => $data,
			'done' => true,
		);
	}

	/**
	 * Deletes a person's carts, saved addresses and saved cards.
	 *
	 * @since 0.1.0
	 *
	 * @param string $email Email of the request.
	 * @return array{items_removed:bool,items_retained:bool,messages:list<string>,done:bool}
	 */
	public function erase( string $email ): array {
		$user    = OrdersData::user_id( $email );
		$removed = $this->carts->forget_personal_carts( $user, $email );
		if ( $user ) {
			$removed = $this->accounts->forget_addresses( $user ) || $removed;
			$removed = CustomerTaxDetails::forget( $user ) || $removed;
			foreach ( $this->tokens->for_customer( $user ) as $token ) {
				$removed = $this->tokens->delete( $user, (string) $token['id'] ) || $removed;
			}
		}
		return array(
			'items_removed'  => $removed,
			'items_retained' => false,
			'messages'       => array(),
			'done'           => true,
		);
	}

	/**
	 * A cart's lines, coupons and addresses.
	 *
	 * @param Cart $cart Cart.
	 * @return array<string,string>
	 */
	private function cart_data( Cart $cart ): array {
		$products = ( new ProductRepository() )->get_many( array_column( $cart->items, 'id' ), false );
		$lines    = array_map(
			static fn( array $item ) => ( isset( $products[ $item['id'] ] ) ? $products[ $item['id'] ]->name() : '#' . $item['id'] ) . ' × ' . $item['quantity'],
			$cart->items
		);
		return array(
			__( 'Products', 'rueda' )         => implode( ', ', $lines ),
			__( 'Coupons', 'rueda' )          => implode( ', ', $cart->coupons ),
			__( 'Billing address', 'rueda' )  => implode( ', ', AddressLines::of( (array) ( $cart->customer['billing'] ?? array() ) ) ),
			__( 'Shipping address', 'rueda' ) => implode( ', ', AddressLines::of( (array) ( $cart->customer['shipping'] ?? array() ) ) ),
		);
	}

	/**
	 * One exported item; empty values are left out.
	 *
	 * @param string               $group   Group id.
	 * @param string               $label   Group label.
	 * @param string               $item_id Item id.
	 * @param array<string,string> $fields  Value by name.
	 * @return array<string,mixed>
	 */
	private function item( string $group, string $label, string $item_id, array $fields ): array {
		$data = array();
		foreach ( array_filter( $fields, 'strlen' ) as $name => $value ) {
			$data[] = array(
				'name'  => (string) $name,
				'value' => $value,
			);
		}
		return array(
			'group_id'    => $group,
			'group_label' => $label,
			'item_id'     => $item_id,
			'data'        => $data,
		);
	}
}
