<?php
/**
 * A gateway whose bank takes refunds, for the refund tests.
 *
 * @package Rueda\Tests
 */

declare( strict_types=1 );

namespace Rueda\Tests\Refunds\Fixtures;

use Rueda\Domain\Orders\Order;
use Rueda\Domain\Payments\RefundResult;
use Rueda\Domain\Payments\RefundingGateway;
use Rueda\Tests\Payments\Fixtures\ApprovingGateway;

/**
 * Answers 0900 with a reference, or, once told to refuse, SIS0057 with a Spanish message;
 * it keeps every refund it was asked for (what the bank received).
 */
final class RefundingBank extends ApprovingGateway implements RefundingGateway {

	public const ID = 'rueda_test_refunding_bank';

	/**
	 * Refunds asked for: order id and amount.
	 *
	 * @var list<array{order:int,amount:int,reason:string}>
	 */
	public static array $asked = array();

	/**
	 * Whether the next refunds are refused.
	 *
	 * @var bool
	 */
	public static bool $refuse = false;

	/**
	 * Creates the bank's gateway.
	 */
	public function __construct() {
		parent::__construct( self::ID, 'Tarjeta (banco de pruebas)' );
	}

	public function refund( Order $order, int $amount, string $reason ): RefundResult {
		self::$asked[] = array(
			'order'  => $order->id(),
			'amount' => $amount,
			'reason' => $reason,
		);
		if ( self::$refuse ) {
			return RefundResult::failed( 'SIS0057', 'El importe a devolver supera el permitido.' );
		}
		return RefundResult::done( 'REF-' . count( self::$asked ), '0900' );
	}
}
