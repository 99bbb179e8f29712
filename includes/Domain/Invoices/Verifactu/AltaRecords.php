<?php
/**
 * The alta record of each invoice issued.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Invoices\Verifactu;

use Rueda\Domain\Invoices\Invoice;
use Rueda\Domain\Invoices\InvoiceBuyer;
use Rueda\Domain\Invoices\InvoiceLines;
use Rueda\Domain\Invoices\RectifyingInvoice;
use Rueda\Domain\Invoices\SubstituteInvoice;
use Rueda\Domain\Invoices\TaxId;
use Rueda\Domain\Orders\Order;
use Rueda\Storage\Schema;

/**
 * Makes the "registro de facturación de alta" of an invoice (F2 simplified, F1 full with
 * its Destinatarios) or of a rectifying invoice (R5 of a simplified one, R1 of a full one,
 * by differences: TipoRectificativa I, negative amounts, FacturasRectificadas naming the
 * original's number and date), from the same figures the printed invoice shows: the
 * issuer as copied into the invoice, the IVA breakdown of InvoiceLines or of the
 * rectification, the total printed. Called inside the transaction that writes the
 * invoice, so that neither exists without the other. Lists of the XML (Destinatarios,
 * FacturasRectificadas, Desglose) are kept as lists of their items (IDDestinatario,
 * IDFacturaRectificada, DetalleDesglose). A factura completa replacing a simplificada
 * gets an F3 with the simplificada's amounts, its Destinatarios and FacturasSustituidas
 * (IDFacturaSustituida) naming the simplificada.
 *
 * An invoice issued while the shop has no NIF in its settings gets no record: a record
 * without the issuer's NIF cannot be made nor chained, while the paid order must still
 * get its invoice, numbered without gaps. The invoice is logged and listed by
 * InvoiceRecords::unrecorded() for the owner to see.
 *
 * @since 0.7.0
 */
final class AltaRecords {

	/** The longest DescripcionOperacion. */
	private const DESCRIPTION_MAX = 500;

	/** The longest NombreRazon. */
	private const NAME_MAX = 120;

	/**
	 * Creates the service.
	 *
	 * @param RecordChain $chain The chains.
	 */
	public function __construct( private RecordChain $chain = new RecordChain() ) {}

	/**
	 * The alta of an invoice just written; null when the shop had no NIF.
	 *
	 * @since 0.7.0
	 *
	 * @param Invoice            $invoice The invoice as stored.
	 * @param Order              $order   Its order.
	 * @param \DateTimeImmutable $when    When it was issued (the record is made then).
	 * @throws \Rueda\Domain\ShopException 500 rueda_invoice_chain_broken.
	 */
	public function of_invoice( Invoice $invoice, Order $order, \DateTimeImmutable $when ): ?InvoiceRecord {
		$issuer = self::issuer( $invoice->seller, $invoice->number() );
		if ( '' === $issuer ) {
			return null;
		}
		$lines  = new InvoiceLines( $order );
		$fields = array(
			'NombreRazonEmisor'    => self::name( $invoice->seller ),
			/* translators: %s: order number. */
			'DescripcionOperacion' => self::description( static fn() => sprintf( __( 'Sale of order no. %s', 'rueda' ), $order->number() ) ),
		);
		if ( ! $invoice->is_simplified() ) {
			$fields['Destinatarios'] = self::recipients( $invoice->buyer ?? InvoiceBuyer::from_order( $order ) );
		}
		return $this->chain->append(
			array(
				'issuer_nif'     => $issuer,
				'record_kind'    => InvoiceRecord::ALTA,
				'invoice_type'   => $invoice->is_simplified() ? InvoiceRecord::F2 : InvoiceRecord::F1,
				'invoice_table'  => Schema::INVOICES,
				'invoice_id'     => $invoice->order_id,
				'invoice_number' => $invoice->number(),
				'issue_date'     => AeatFormat::date( $invoice->issued() ),
				'tax_total'      => AeatFormat::amount( $lines->tax_total() ),
				'amount_total'   => AeatFormat::amount( $order->total() ),
				'generated_at'   => AeatFormat::moment( $when ),
				'reason'         => '',
			),
			$fields + self::common( $lines->taxes )
		);
	}

	/**
	 * The alta of a rectifying invoice just written; null when the shop had no NIF.
	 *
	 * @since 0.7.0
	 *
	 * @param RectifyingInvoice  $rectification The rectification as stored.
	 * @param \DateTimeImmutable $when          When it was issued.
	 * @throws \Rueda\Domain\ShopException 500 rueda_invoice_chain_broken.
	 */
	public function of_rectification( RectifyingInvoice $rectification, \DateTimeImmutable $when ): ?InvoiceRecord {
		$issuer = self::issuer( $rectification->seller, $rectification->number() );
		if ( '' === $issuer ) {
			return null;
		}
		$full   = RectifyingInvoice::FULL === $rectification->series;
		$fields = array(
			'NombreRazonEmisor'    => self::name( $rectification->seller ),
			'TipoRectificativa'    => 'I',
			'FacturasRectificadas' => array(
				array(
					'IDEmisorFactura'        => $issuer,
					'NumSerieFactura'        => $rectification->rectified,
					'FechaExpedicionFactura' => AeatFormat::date( $rectification->rectified_issued() ),
				),
			),
			/* translators: 1: number of the invoice rectified, 2: why the order was refunded. */
			'DescripcionOperacion' => self::description( static fn() => sprintf( __( 'Refund on invoice %1$s: %2$s', 'rueda' ), $rectification->rectified, $rectification->reason ) ),
		);
		if ( $full && $rectification->buyer ) {
			$fields['Destinatarios'] = self::recipients( $rectification->buyer );
		}
		return $this->chain->append(
			array(
				'issuer_nif'     => $issuer,
				'record_kind'    => InvoiceRecord::ALTA,
				'invoice_type'   => $full ? InvoiceRecord::R1 : InvoiceRecord::R5,
				'invoice_table'  => Schema::RECTIFY,
				'invoice_id'     => $rectification->refund_id,
				'invoice_number' => $rectification->number(),
				'issue_date'     => AeatFormat::date( $rectification->issued() ),
				'tax_total'      => AeatFormat::amount( $rectification->tax_total() ),
				'amount_total'   => AeatFormat::amount( $rectification->base_total() + $rectification->tax_total() ),
				'generated_at'   => AeatFormat::moment( $when ),
				'reason'         => '',
			),
			$fields + self::common( $rectification->taxes )
		);
	}

	/**
	 * The alta of a factura completa replacing a simplificada (F3), just written: the
	 * order's lines and total as the simplificada stated them, the buyer in Destinatarios
	 * and the simplificada in FacturasSustituidas; null when the shop had no NIF.
	 *
	 * @since 0.8.0
	 *
	 * @param SubstituteInvoice  $substitute The substitute as stored.
	 * @param Order              $order      Its order.
	 * @param \DateTimeImmutable $when       When it was issued.
	 * @throws \Rueda\Domain\ShopException 500 rueda_invoice_chain_broken.
	 */
	public function of_substitute( SubstituteInvoice $substitute, Order $order, \DateTimeImmutable $when ): ?InvoiceRecord {
		$issuer = self::issuer( $substitute->seller, $substitute->number() );
		if ( '' === $issuer ) {
			return null;
		}
		$lines  = new InvoiceLines( $order );
		$fields = array(
			'NombreRazonEmisor'    => self::name( $substitute->seller ),
			'FacturasSustituidas'  => array(
				array(
					'IDEmisorFactura'        => $issuer,
					'NumSerieFactura'        => $substitute->replaced,
					'FechaExpedicionFactura' => AeatFormat::date( $substitute->replaced_issued() ),
				),
			),
			/* translators: 1: order number, 2: number of the simplified invoice replaced. */
			'DescripcionOperacion' => self::description( static fn() => sprintf( __( 'Sale of order no. %1$s (replaces simplified invoice %2$s)', 'rueda' ), $order->number(), $substitute->replaced ) ),
			'Destinatarios'        => self::recipients( $substitute->buyer ),
		);
		return $this->chain->append(
			array(
				'issuer_nif'     => $issuer,
				'record_kind'    => InvoiceRecord::ALTA,
				'invoice_type'   => InvoiceRecord::F3,
				'invoice_table'  => Schema::REPLACE,
				'invoice_id'     => $substitute->order_id,
				'invoice_number' => $substitute->number(),
				'issue_date'     => AeatFormat::date( $substitute->issued() ),
				'tax_total'      => AeatFormat::amount( $lines->tax_total() ),
				'amount_total'   => AeatFormat::amount( $order->total() ),
				'generated_at'   => AeatFormat::moment( $when ),
				'reason'         => '',
			),
			$fields + self::common( $lines->taxes )
		);
	}

	/**
	 * The issuer's NIF as the invoice states it; '' (logged) when it states none.
	 *
	 * @param array<string,string> $seller The shop's details copied into the invoice.
	 * @param string               $number The invoice's number.
	 */
	private static function issuer( array $seller, string $number ): string {
		$nif = TaxId::normalize( (string) ( $seller['tax_id'] ?? '' ) );
		if ( '' === $nif ) {
			error_log( sprintf( 'Rueda: invoice %s was issued while the shop had no NIF in its settings: it has no VERI*FACTU record.', $number ) ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- an invoice without its record must be traceable.
		}
		return $nif;
	}

	/**
	 * NombreRazonEmisor: the legal name copied into the invoice, else the site's name (as
	 * the printed invoice shows).
	 *
	 * @param array<string,string> $seller The shop's details copied into the invoice.
	 */
	private static function name( array $seller ): string {
		$name = trim( (string) ( $seller['legal_name'] ?? '' ) );
		if ( '' === $name ) {
			$name = wp_specialchars_decode( (string) get_bloginfo( 'name' ), ENT_QUOTES );
		}
		return self::cut( $name, self::NAME_MAX );
	}

	/**
	 * Destinatarios: the buyer's company (else name) and NIF.
	 *
	 * @param array<string,string> $buyer The buyer copied into the invoice.
	 * @return list<array{NombreRazon:string,NIF:string}>
	 */
	private static function recipients( array $buyer ): array {
		$name = '' !== trim( $buyer['company'] ?? '' ) ? $buyer['company'] : (string) ( $buyer['name'] ?? '' );
		return array(
			array(
				'NombreRazon' => self::cut( $name, self::NAME_MAX ),
				'NIF'         => TaxId::normalize( (string) ( $buyer['tax_id'] ?? '' ) ),
			),
		);
	}

	/**
	 * Desglose (regime 01, subject and not exempt, per IVA rate), SistemaInformatico and
	 * TipoHuella.
	 *
	 * @param list<array{rate:float,base:int,tax:int}> $taxes The breakdown by rate.
	 * @return array<string,mixed>
	 */
	private static function common( array $taxes ): array {
		$breakdown = array();
		foreach ( $taxes as $row ) {
			$breakdown[] = array(
				'Impuesto'                      => '01',
				'ClaveRegimen'                  => '01',
				'CalificacionOperacion'         => 'S1',
				'TipoImpositivo'                => AeatFormat::rate( (float) $row['rate'] ),
				'BaseImponibleOimporteNoSujeto' => AeatFormat::amount( (int) $row['base'] ),
				'CuotaRepercutida'              => AeatFormat::amount( (int) $row['tax'] ),
			);
		}
		return array(
			'Desglose'           => $breakdown,
			'SistemaInformatico' => InvoicingSystem::fields(),
			'TipoHuella'         => RecordHash::TYPE,
		);
	}

	/**
	 * DescripcionOperacion in the shop's language, whoever's screen issued the invoice.
	 *
	 * @param callable():string $text Writes the text.
	 */
	private static function description( callable $text ): string {
		$switched    = switch_to_locale( get_locale() );
		$description = self::cut( $text(), self::DESCRIPTION_MAX );
		if ( $switched ) {
			restore_previous_locale();
		}
		return $description;
	}

	/**
	 * A text trimmed to the schema's length.
	 *
	 * @param string $text Text.
	 * @param int    $max  Characters.
	 */
	private static function cut( string $text, int $max ): string {
		return trim( mb_substr( trim( $text ), 0, $max ) );
	}
}
