<?php
/**
 * Issuing facturas completas that replace simplificadas.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Invoices;

use Rueda\Domain\Invoices\Verifactu\AltaRecords;
use Rueda\Domain\Invoices\Verifactu\InvoiceRecord;
use Rueda\Domain\Invoices\Verifactu\InvoiceRecords;
use Rueda\Domain\Orders\Order;
use Rueda\Domain\ShopException;
use Rueda\Settings\CompanySettings;
use Rueda\Storage\Schema;
use Rueda\Storage\RetriedTransaction;
use Rueda\Storage\SubstituteInvoiceTable;

/**
 * A customer who got a factura simplificada and asks for a completa gets one factura
 * completa in substitution (F3), once per order, numbered in its own series (FC) as the
 * rectifying invoices are, and written with its VERI*FACTU alta record in one
 * transaction. It states the same lines and amounts as the simplificada, the order's as
 * invoiced: refunds after it keep their own rectifying invoices (R5 of the simplificada),
 * so the F3 replaces exactly what the simplificada stated. The simplificada is never
 * edited or deleted; its page names the invoice that replaced it.
 *
 * @since 0.8.0
 */
final class SubstituteInvoices {

	/** The longest name or address field kept. */
	public const FIELD_MAX = 200;

	/**
	 * Creates the service.
	 *
	 * @param SubstituteInvoiceTable $table    Substitutes.
	 * @param InvoiceNumbers         $invoices Invoices.
	 * @param AltaRecords            $records  Their records.
	 */
	public function __construct(
		private SubstituteInvoiceTable $table = new SubstituteInvoiceTable(),
		private InvoiceNumbers $invoices = new InvoiceNumbers(),
		private AltaRecords $records = new AltaRecords()
	) {}

	/**
	 * The substitute of an order's invoice, if it has one.
	 *
	 * @since 0.8.0
	 *
	 * @param int $order_id Order.
	 */
	public function find( int $order_id ): ?SubstituteInvoice {
		$row = $this->table->find( $order_id );
		return $row ? SubstituteInvoice::from_row( $row ) : null;
	}

	/**
	 * The substitutes of several orders, in one query.
	 *
	 * @since 0.8.0
	 *
	 * @param int[] $order_ids Orders.
	 * @return array<int,SubstituteInvoice> By order id.
	 */
	public function of_orders( array $order_ids ): array {
		$found = array();
		foreach ( $this->table->of_orders( $order_ids ) as $row ) {
			$found[ (int) $row['order_id'] ] = SubstituteInvoice::from_row( $row );
		}
		return $found;
	}

	/**
	 * Whether an order's invoice may still be replaced: a simplificada, not annulled, not
	 * replaced yet.
	 *
	 * @since 0.8.0
	 *
	 * @param int $order_id Order.
	 */
	public function can_replace( int $order_id ): bool {
		try {
			$this->replaceable( $order_id );
			return true;
		} catch ( ShopException ) {
			return false;
		}
	}

	/**
	 * Issues the factura completa that replaces an order's simplificada, made out to the
	 * buyer given, with its F3 alta record in one transaction.
	 *
	 * @since 0.8.0
	 *
	 * @param Order                   $order Order.
	 * @param array<string,string>    $buyer name, company, tax_id and the address fields of InvoiceBuyer::FIELDS.
	 * @param \DateTimeImmutable|null $when  Issue time (now by default).
	 * @throws ShopException 404 rueda_invoice_not_found, 409 rueda_invoice_not_simplified,
	 *                       rueda_invoice_already_annulled, rueda_invoice_already_replaced,
	 *                       400 rueda_invalid_tax_id, rueda_invoice_buyer_name_required,
	 *                       500 rueda_invoice_chain_broken, 503 rueda_busy.
	 */
	public function issue( Order $order, array $buyer, ?\DateTimeImmutable $when = null ): SubstituteInvoice {
		$invoice = $this->replaceable( $order->id() );
		$buyer   = self::buyer( $buyer );
		$when    = ( $when ?? new \DateTimeImmutable( 'now' ) )->setTimezone( wp_timezone() );
		$row     = array(
			'order_id'           => $order->id(),
			'series'             => SubstituteInvoice::SERIES,
			'fiscal_year'        => (int) $when->format( 'Y' ),
			'issued_at'          => $when->setTimezone( new \DateTimeZone( 'UTC' ) )->format( 'Y-m-d H:i:s' ),
			'replaced_number'    => $invoice->number(),
			'replaced_issued_at' => $invoice->issued_at,
			'seller'             => (string) wp_json_encode( CompanySettings::get(), JSON_UNESCAPED_UNICODE ),
			'buyer'              => InvoiceBuyer::to_json( $buyer ),
		);

		$substitute = RetriedTransaction::run(
			function () use ( $row, $order, $when ): ?SubstituteInvoice {
				if ( ! $this->table->insert_next( $row ) ) {
					// Refused (another took the number, or replaced this order): a fresh try.
					return null;
				}
				$substitute = $this->find( $order->id() );
				if ( $substitute ) {
					$this->records->of_substitute( $substitute, $order, $when );
				}
				return $substitute;
			},
			// Replaced meanwhile by another request: that one stands.
			fn(): ?SubstituteInvoice => $this->find( $order->id() ) ? self::refuse_replaced() : null
		);
		if ( ! $substitute ) {
			throw new ShopException( 'rueda_busy', __( 'The shop is very busy right now. Please try again in a moment.', 'rueda' ), 503 );
		}
		return $substitute;
	}

	/**
	 * The order's invoice when it may be replaced.
	 *
	 * @param int $order_id Order.
	 * @throws ShopException 404 rueda_invoice_not_found, 409 rueda_invoice_not_simplified,
	 *                       rueda_invoice_already_annulled, rueda_invoice_already_replaced.
	 */
	private function replaceable( int $order_id ): Invoice {
		$invoice = $this->invoices->find( $order_id );
		if ( ! $invoice ) {
			throw new ShopException( 'rueda_invoice_not_found', __( 'This order has no invoice yet: it is issued when the order is paid.', 'rueda' ), 404 );
		}
		if ( ! $invoice->is_simplified() ) {
			throw new ShopException( 'rueda_invoice_not_simplified', __( 'This order already has a full invoice: only a simplified invoice can be replaced by a full one.', 'rueda' ), 409 );
		}
		foreach ( ( new InvoiceRecords() )->of_invoice( Schema::INVOICES, $order_id ) as $record ) {
			if ( InvoiceRecord::ANULACION === $record->kind ) {
				throw new ShopException( 'rueda_invoice_already_annulled', __( 'This invoice is annulled: it cannot be replaced.', 'rueda' ), 409 );
			}
		}
		if ( $this->find( $order_id ) ) {
			self::refuse_replaced();
		}
		return $invoice;
	}

	/**
	 * The buyer as given, checked: a name and a valid NIF, NIE or CIF.
	 *
	 * @param array<string,string> $given Fields.
	 * @return array<string,string> Every field of InvoiceBuyer::FIELDS.
	 * @throws ShopException 400 rueda_invoice_buyer_name_required, rueda_invalid_tax_id.
	 */
	private static function buyer( array $given ): array {
		$buyer = array();
		foreach ( InvoiceBuyer::FIELDS as $field ) {
			$value           = is_scalar( $given[ $field ] ?? null ) ? (string) $given[ $field ] : '';
			$buyer[ $field ] = mb_substr( trim( sanitize_text_field( $value ) ), 0, self::FIELD_MAX );
		}
		if ( '' === $buyer['name'] && '' === $buyer['company'] ) {
			$message = __( 'Enter the name or company the invoice is made out to.', 'rueda' );
			throw new ShopException( 'rueda_invoice_buyer_name_required', $message, 400, array( 'params' => array( 'name' => $message ) ) );
		}
		$tax_id = TaxId::parse( $buyer['tax_id'] );
		if ( ! $tax_id->is_valid() ) {
			throw new ShopException( 'rueda_invalid_tax_id', $tax_id->message(), 400, array( 'params' => array( 'tax_id' => $tax_id->message() ) ) );
		}
		$buyer['tax_id']  = $tax_id->normalized;
		$buyer['country'] = '' === $buyer['country'] ? 'ES' : strtoupper( $buyer['country'] );
		return $buyer;
	}

	/**
	 * Refuses a second substitute.
	 *
	 * @throws ShopException 409 rueda_invoice_already_replaced.
	 */
	private static function refuse_replaced(): never {
		throw new ShopException( 'rueda_invoice_already_replaced', __( 'This simplified invoice has already been replaced by a full invoice.', 'rueda' ), 409 );
	}
}
