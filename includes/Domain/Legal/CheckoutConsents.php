<?php
/**
 * The consents an order needs before it is placed.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Legal;

use Rueda\Domain\Checkout\CheckoutRequest;
use Rueda\Domain\Orders\Order;
use Rueda\Domain\ShopException;
use Rueda\Settings\LegalSettings;
use Rueda\Storage\OrderStore;

/**
 * On every checkout request: the terms must be accepted when the shop requires it
 * (`additional_fields` `rueda/terms: true`), and an order with services needs the
 * shopper's request that they start within the withdrawal period (`rueda/service-consent:
 * true`, art. 103 a) TRLGDCU). A missing one refuses the order before stock is held or
 * anything paid: 400 `rueda_terms_required` or `rueda_service_consent_required` (the
 * first missing one's code), every missing field in `data.fields`. What was given is
 * recorded on the order with its time (ConsentRecord).
 *
 * @since 0.2.0
 */
final class CheckoutConsents {

	/**
	 * Creates the check.
	 *
	 * @param ServiceLines $services Which orders buy services.
	 * @param OrderStore   $orders   Orders.
	 */
	public function __construct(
		private ServiceLines $services = new ServiceLines(),
		private OrderStore $orders = new OrderStore()
	) {}

	/**
	 * Refuses an order missing a consent it needs; records the consents given.
	 *
	 * @since 0.2.0
	 *
	 * @param Order           $order   The order being placed (checkout-draft).
	 * @param CheckoutRequest $request The request.
	 * @throws ShopException When a consent is missing.
	 */
	public function check( Order $order, CheckoutRequest $request ): void {
		$terms    = self::given( $request, ConsentRecord::TERMS_FIELD );
		$services = $this->services->in_order( $order );
		$consent  = $services && self::given( $request, ConsentRecord::SERVICE_FIELD );
		$missing  = array();
		if ( ! $terms && LegalSettings::get()['terms_required'] ) {
			$missing['rueda_terms_required'] = array( ConsentRecord::TERMS_FIELD, __( 'Please accept the terms and conditions and the privacy policy to place your order.', 'rueda' ) );
		}
		if ( $services && ! $consent ) {
			$missing['rueda_service_consent_required'] = array( ConsentRecord::SERVICE_FIELD, __( 'Your order includes services: please ask for them to be provided within the withdrawal period to place it.', 'rueda' ) );
		}
		if ( $missing ) {
			$first = array_key_first( $missing );
			throw new ShopException(
				$first,
				$missing[ $first ][1],
				400,
				array( 'fields' => array_combine( array_map( static fn( array $fault ): string => 'additional_fields.' . $fault[0], $missing ), array_column( $missing, 1 ) ) )
			);
		}
		$now    = gmdate( 'Y-m-d\TH:i:s\Z' );
		$record = array();
		if ( $terms ) {
			$record['terms_accepted_at'] = $now;
		}
		if ( $consent ) {
			$record['service_consent_at']   = $now;
			$record['service_consent_text'] = ConsentRecord::service_consent_text();
		}
		$this->orders->set_meta( $order->id(), ConsentRecord::META, $record );
	}

	/**
	 * Whether the request ticks a consent field (true, or a text meaning yes).
	 *
	 * @param CheckoutRequest $request Request.
	 * @param string          $field   Field key.
	 */
	private static function given( CheckoutRequest $request, string $field ): bool {
		return filter_var( $request->additional_fields[ $field ] ?? false, FILTER_VALIDATE_BOOLEAN );
	}
}
