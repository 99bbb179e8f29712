<?php
/**
 * What a shopper asked for at checkout about the invoice.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Invoices;

use Rueda\Domain\Orders\Order;
use Rueda\Domain\ShopException;

/**
 * The checkout's invoice fields, sent in `additional_fields` and stored with the order:
 * `rueda/invoice` (the "I need an invoice" box), `rueda/tax-id` (the NIF, NIE or CIF) and
 * `rueda/company` (optional company name). An order with a valid tax id gets a full
 * invoice (series F); any other a simplified one (series FS).
 *
 * @since 0.3.0
 */
final class InvoiceRequest {

	public const WANTED  = 'rueda/invoice';
	public const TAX_ID  = 'rueda/tax-id';
	public const COMPANY = 'rueda/company';

	/** The longest company name kept (as an address's company). */
	public const COMPANY_MAX = 200;

	/**
	 * Creates the request.
	 *
	 * @param bool   $wanted  Whether the shopper ticked "I need an invoice".
	 * @param TaxId  $tax_id  The tax id typed.
	 * @param string $company The company name typed.
	 */
	public function __construct(
		public readonly bool $wanted,
		public readonly TaxId $tax_id,
		public readonly string $company
	) {}

	/**
	 * Reads the fields as sent (a box sent as true, "1" or "true" is ticked).
	 *
	 * @since 0.3.0
	 *
	 * @param array<string,mixed> $fields Additional fields by key.
	 */
	public static function from_fields( array $fields ): self {
		$company = trim( sanitize_text_field( is_scalar( $fields[ self::COMPANY ] ?? null ) ? (string) $fields[ self::COMPANY ] : '' ) );
		return new self(
			true === filter_var( $fields[ self::WANTED ] ?? false, FILTER_VALIDATE_BOOLEAN ),
			TaxId::parse( is_scalar( $fields[ self::TAX_ID ] ?? null ) ? (string) $fields[ self::TAX_ID ] : '' ),
			mb_substr( $company, 0, self::COMPANY_MAX )
		);
	}

	/**
	 * What an order's checkout asked for.
	 *
	 * @since 0.3.0
	 *
	 * @param Order $order Order.
	 */
	public static function from_order( Order $order ): self {
		return self::from_fields( (array) $order->meta( 'additional_fields', array() ) );
	}

	/**
	 * Refuses an invoice asked for without a valid tax id; naming the field lets the
	 * checkout show the message on it.
	 *
	 * @since 0.3.0
	 *
	 * @throws ShopException 400 rueda_invalid_tax_id.
	 */
	public function check(): void {
		if ( $this->wanted && ! $this->tax_id->is_valid() ) {
			$message = $this->tax_id->message();
			throw new ShopException( 'rueda_invalid_tax_id', $message, 400, array( 'fields' => array( 'additional_fields.' . self::TAX_ID => $message ) ) );
		}
	}

	/**
	 * Whether the order gets a full invoice, made out to a tax id.
	 *
	 * @since 0.3.0
	 */
	public function is_full(): bool {
		return $this->wanted && $this->tax_id->is_valid();
	}

	/**
	 * The fields as stored: the tax id normalised, nothing kept when no invoice was asked for.
	 *
	 * @since 0.3.0
	 *
	 * @return array{'rueda/invoice':bool,'rueda/tax-id':string,'rueda/company':string}
	 */
	public function fields(): array {
		return array(
			self::WANTED  => $this->is_full(),
			self::TAX_ID  => $this->is_full() ? $this->tax_id->normalized : '',
			self::COMPANY => $this->is_full() ? $this->company : '',
		);
	}
}
