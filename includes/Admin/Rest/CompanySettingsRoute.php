<?php
/**
 * GET and POST /rueda/v1/settings/company.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Admin\Rest;

use Rueda\Domain\Invoices\TaxId;
use Rueda\Settings\CompanySettings;

/**
 * The shop's legal identity for its invoices: the NIF/CIF must be a valid Spanish tax id
 * (stored normalised, "B-12.345.674" as "B12345674"), and the name, NIF and address go
 * together: an invoice needs all three, so filling in one asks for the others.
 *
 * @since 0.3.0
 */
final class CompanySettingsRoute extends SettingsRoute {

	private const REQUIRED_TOGETHER = array( 'legal_name', 'tax_id', 'registered_address' );

	/**
	 * {@inheritDoc}
	 */
	protected function group(): string {
		return 'company';
	}

	/**
	 * {@inheritDoc}
	 */
	protected function read(): array {
		return CompanySettings::get();
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param array<string,mixed> $settings Every field.
	 */
	protected function write( array $settings ): void {
		update_option( CompanySettings::OPTION, array_intersect_key( $settings, CompanySettings::DEFAULTS ) );
	}

	/**
	 * {@inheritDoc}
	 */
	protected function args(): array {
		$text = static fn( int $max ) => array(
			'type'              => 'string',
			'maxLength'         => $max,
			'validate_callback' => 'rest_validate_request_arg',
			'sanitize_callback' => static fn( $value ) => trim( sanitize_text_field( (string) $value ) ),
		);
		$args = array(
			'legal_name'          => $text( 150 ),
			'tax_id'              => $text( 20 ),
			'registered_address'  => $text( 250 ),
			'mercantile_registry' => $text( 300 ),
		);

		$args['tax_id']['validate_callback'] = static function ( $value, \WP_REST_Request $request, string $param ) {
			$valid = rest_validate_request_arg( $value, $request, $param );
			$id    = TaxId::parse( (string) $value );
			if ( true !== $valid || TaxId::EMPTY === $id->fault || $id->is_valid() ) {
				return $valid;
			}
			return new \WP_Error( 'rueda_invalid_tax_id', $id->message() );
		};
		$args['tax_id']['sanitize_callback'] = static fn( $value ) => TaxId::normalize( (string) $value );
		return $args;
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param array<string,mixed> $settings Every field, as sent or as saved.
	 * @return array<string,mixed>|\WP_Error
	 */
	protected function check( array $settings ) {
		$fields = new FieldCheck();
		$filled = array_filter( self::REQUIRED_TOGETHER, static fn( string $field ) => '' !== (string) $settings[ $field ] );
		if ( $filled ) {
			foreach ( array_diff( self::REQUIRED_TOGETHER, $filled ) as $missing ) {
				$fields->fail( $missing, __( 'Invoices need the company name, its NIF and its registered address: fill in all three.', 'rueda' ) );
			}
		}
		return $fields->result( $settings );
	}
}
