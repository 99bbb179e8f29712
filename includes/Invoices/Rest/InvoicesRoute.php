<?php
/**
 * GET /rueda/v1/invoices and POST /rueda/v1/invoices/{kind}/{id}/annulment.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Invoices\Rest;

use Rueda\Domain\Invoices\InvoiceList;
use Rueda\Domain\Invoices\TaxId;
use Rueda\Domain\Invoices\Verifactu\Annulments;
use Rueda\Domain\Invoices\Verifactu\InvoiceRecord;
use Rueda\Rest\Answers;
use Rueda\Rest\CollectionArgs;
use Rueda\Rest\ListResponse;
use Rueda\Rest\Routes;

/**
 * The shop's invoices and rectifying invoices for its managers (InvoiceRow), newest
 * first, paged (X-WP-Total, X-WP-TotalPages), filtered by `state` (the records'
 * submission states, `anulada`, `sin_registro`) and `type` (F1 F2 F3 R1 R5), searched by
 * number (F2026-000001) or by the customer's NIF. The annulment of one that should never
 * have been issued (Verifactu\Annulments) with a `reason`: 400
 * rueda_annulment_reason_required, 404 rueda_invoice_not_recorded, 409
 * rueda_invoice_already_annulled, 500 rueda_invoice_chain_broken, 503 rueda_busy.
 *
 * @since 0.7.0
 */
final class InvoicesRoute {

	/** The longest annulment reason. */
	public const REASON_MAX = 500;

	/**
	 * Creates the route.
	 *
	 * @param InvoiceList $invoices   The list.
	 * @param Annulments  $annulments Annulments.
	 */
	public function __construct(
		private InvoiceList $invoices = new InvoiceList(),
		private Annulments $annulments = new Annulments()
	) {}

	/**
	 * Hooks the routes.
	 *
	 * @since 0.7.0
	 */
	public function register(): void {
		add_action( 'rest_api_init', array( $this, 'register_routes' ) );
	}

	/**
	 * Registers the routes.
	 *
	 * @since 0.7.0
	 */
	public function register_routes(): void {
		Routes::for_shop_managers(
			'/invoices',
			array(
				'methods'  => \WP_REST_Server::READABLE,
				'callback' => array( $this, 'list' ),
				'args'     => array(
					'search'   => CollectionArgs::search( 30, true ),
					'state'    => self::enum_list( InvoiceList::states() ),
					'type'     => self::enum_list( InvoiceRecord::TYPES ),
					'page'     => CollectionArgs::page(),
					'per_page' => CollectionArgs::per_page( 20, 100 ),
				),
			)
		);
		Routes::for_shop_managers(
			'/invoices/(?P<kind>invoice|rectification|substitute)/(?P<id>\d+)/annulment',
			array(
				'methods'  => \WP_REST_Server::CREATABLE,
				'callback' => array( $this, 'annul' ),
				'args'     => array(
					'reason' => array(
						'type'              => 'string',
						'default'           => '',
						'sanitize_callback' => static fn( $value ) => trim( sanitize_textarea_field( (string) $value ) ),
						'validate_callback' => static fn( $value ) => is_string( $value ) && mb_strlen( $value ) <= self::REASON_MAX
							? true
							/* translators: %d: maximum number of characters. */
							: new \WP_Error( 'rest_invalid_param', sprintf( __( 'The reason can be up to %d characters long.', 'rueda' ), self::REASON_MAX ) ),
					),
				),
			)
		);
	}

	/**
	 * A filter of values from a list (one value or several).
	 *
	 * @param string[] $values Allowed values.
	 * @return array<string,mixed>
	 */
	private static function enum_list( array $values ): array {
		return array(
			'type'    => 'array',
			'items'   => array(
				'type' => 'string',
				'enum' => $values,
			),
			'default' => array(),
		);
	}

	/**
	 * One page of invoices.
	 *
	 * @since 0.7.0
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	public function list( \WP_REST_Request $request ): \WP_REST_Response {
		$page     = (int) $request['page'];
		$per_page = (int) $request['per_page'];
		$filters  = array(
			'states' => (array) $request['state'],
			'types'  => (array) $request['type'],
		) + self::search( (string) $request['search'] );
		$found    = $this->invoices->page( $filters, $page, $per_page );
		return ListResponse::page( array_map( array( new InvoiceRow(), 'to_response' ), $found['rows'] ), $found['total'], $page, $per_page );
	}

	/**
	 * What a search looks for: an invoice's number (series, year and number, the zeros
	 * optional: "F2026-1", "fs2026-000012") or else the start of a customer's NIF.
	 *
	 * @since 0.7.0
	 *
	 * @param string $search As typed.
	 * @return array{number?:array{series:string,year:int,sequence:int},tax_id?:string}
	 */
	public static function search( string $search ): array {
		$search = trim( $search );
		if ( '' === $search ) {
			return array();
		}
		if ( preg_match( '/^(FS|F|RS|R)\s*(\d{4})\s*-\s*(\d{1,9})$/i', $search, $parts ) ) {
			return array(
				'number' => array(
					'series'   => strtoupper( $parts[1] ),
					'year'     => (int) $parts[2],
					'sequence' => (int) $parts[3],
				),
			);
		}
		return array( 'tax_id' => TaxId::normalize( $search ) );
	}

	/**
	 * Annuls an invoice or a rectifying invoice; answers its row as it now is.
	 *
	 * @since 0.7.0
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function annul( \WP_REST_Request $request ) {
		$table = InvoiceList::table_of( (string) $request['kind'] );
		$id    = Routes::url_id( $request );
		return Answers::run(
			function () use ( $table, $id, $request ) {
				$record = $this->annulments->annul( $table, $id, (string) $request['reason'] );
				return new \WP_REST_Response(
					array(
						'number'   => $record->number,
						'position' => $record->position,
						'state'    => InvoiceList::ANNULLED,
						'reason'   => $record->reason,
					),
					201
				);
			}
		);
	}
}
