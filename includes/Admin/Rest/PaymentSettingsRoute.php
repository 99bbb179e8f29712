<?php
/**
 * GET and POST /rueda/v1/settings/payments.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Admin\Rest;

use Rueda\Domain\Payments\ConfigurableGateway;
use Rueda\Domain\Payments\GatewaySettingsFields;
use Rueda\Domain\Payments\PaymentGateway;
use Rueda\Domain\Payments\PaymentGateways;
use Rueda\Domain\Payments\PaymentSettings;
use Rueda\Domain\Payments\TestGateway;
use Rueda\Domain\Payments\TestPayments;

/**
 * `gateways`: every registered gateway in the order shoppers see them, each with `id`,
 * `enabled`, `title` and `description` ('' keeps the gateway's own) and `settings` (the
 * values of a ConfigurableGateway's fields; a password field's is always '', and
 * `saved_secrets` lists those that have a saved value). `schema` (read only) describes each gateway:
 * default title and description, what it supports and its settings fields, so the screen
 * draws a form for gateways added by other plugins too, and whether it is a test gateway.
 * Gateways left out of a POST keep their settings and follow the ones sent.
 * `allow_test_gateways`: the owner's choice to offer test gateways on a site that is not
 * one for developing; `test_gateways` (read only) says whether this site is one
 * (`by_environment`, WordPress's environment type in `environment`).
 *
 * @since 0.1.0
 */
final class PaymentSettingsRoute extends SettingsRoute {

	/**
	 * {@inheritDoc}
	 */
	protected function group(): string {
		return 'payments';
	}

	/**
	 * {@inheritDoc}
	 */
	protected function args(): array {
		return array(
			'gateways'            => FieldCheck::list_arg(),
			'allow_test_gateways' => array( 'type' => 'boolean' ),
		);
	}

	/**
	 * {@inheritDoc}
	 */
	protected function read(): array {
		$gateways = array();
		$schema   = array();
		foreach ( ( new PaymentGateways() )->all() as $id => $gateway ) {
			$saved         = PaymentSettings::gateway( (string) $id );
			$values        = $gateway instanceof ConfigurableGateway ? PaymentSettings::values( $gateway ) : array();
			$fields        = $gateway instanceof ConfigurableGateway ? GatewaySettingsFields::of( $gateway ) : array();
			$gateways[]    = array(
				'id'            => (string) $id,
				'enabled'       => PaymentSettings::enabled( $gateway ),
				'title'         => $saved['title'],
				'description'   => $saved['description'],
				// Secrets stay in the shop: the form learns only that one is saved.
				'settings'      => (object) GatewaySettingsFields::public( $fields, $values ),
				'saved_secrets' => GatewaySettingsFields::saved_secrets( $fields, $values ),
			);
			$schema[ $id ] = $this->schema( $gateway );
		}
		return array(
			'gateways'            => $gateways,
			'schema'              => (object) $schema,
			'allow_test_gateways' => PaymentSettings::get()['allow_test_gateways'],
			'test_gateways'       => array(
				'by_environment' => TestPayments::by_environment(),
				'environment'    => wp_get_environment_type(),
			),
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param array<string,mixed> $settings Every field, as sent or as saved.
	 * @return array<string,mixed>|\WP_Error
	 */
	protected function check( array $settings ) {
		$check      = new FieldCheck();
		$registered = ( new PaymentGateways() )->all();
		$saved      = PaymentSettings::get();
		$order      = array();
		foreach ( $check->items( $settings['gateways'], 'gateways', 100 ) as $index => $entry ) {
			$path  = "gateways[{$index}]";
			$entry = $check->record( $entry, $path );
			$id    = $entry['id'] ?? '';
			if ( ! is_string( $id ) || ! isset( $registered[ $id ] ) ) {
				$check->fail( "{$path}.id", __( 'There is no payment method with this identifier.', 'rueda' ) );
				continue;
			}
			if ( in_array( $id, $order, true ) ) {
				$check->fail( "{$path}.id", __( 'This payment method is listed twice.', 'rueda' ) );
				continue;
			}
			$check->name( $path, $registered[ $id ]->title() );
			$order[]                  = $id;
			$current                  = PaymentSettings::gateway( $id );
			$enabled                  = $check->flag( $entry['enabled'] ?? PaymentSettings::enabled( $registered[ $id ] ), "{$path}.enabled" );
			$saved['gateways'][ $id ] = array(
				'enabled'     => $enabled,
				'title'       => $check->text( $entry['title'] ?? $current['title'], "{$path}.title", 100 ),
				'description' => $check->text( $entry['description'] ?? $current['description'], "{$path}.description", 500, false, true ),
				'settings'    => $this->values( $registered[ $id ], $entry['settings'] ?? array(), $current['settings'], $enabled, $check, "{$path}.settings" ),
			);
		}
		$rest                         = array_diff( array_keys( $registered ), $order );
		$saved['order']               = array_values( array_map( 'strval', array_merge( $order, $rest ) ) );
		$saved['allow_test_gateways'] = $check->flag( $settings['allow_test_gateways'], 'allow_test_gateways' );
		return $check->result( $saved );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param array<string,mixed> $settings Every field, checked.
	 */
	protected function write( array $settings ): void {
		PaymentSettings::save( $settings );
	}

	/**
	 * A gateway's settings values, checked against its fields.
	 *
	 * @param PaymentGateway      $gateway Gateway.
	 * @param mixed               $values  Values sent.
	 * @param array<string,mixed> $current Values saved.
	 * @param bool                $enabled Whether it will be offered.
	 * @param FieldCheck          $check   Where refusals are noted.
	 * @param string              $path    Field path.
	 * @return array<string,mixed>
	 */
	private function values( PaymentGateway $gateway, $values, array $current, bool $enabled, FieldCheck $check, string $path ): array {
		$values = $check->record( $values, $path );
		if ( ! $gateway instanceof ConfigurableGateway ) {
			if ( $values ) {
				$check->fail( $path, __( 'This payment method has no settings.', 'rueda' ) );
			}
			return array();
		}
		[ $clean, $errors ] = GatewaySettingsFields::check( GatewaySettingsFields::of( $gateway ), $values, $current, $enabled );
		$fields             = GatewaySettingsFields::of( $gateway );
		foreach ( $errors as $key => $message ) {
			$check->name( "{$path}.{$key}", $gateway->title() . ' › ' . ( $fields[ $key ]['label'] ?? $key ) );
			$check->fail( "{$path}.{$key}", $message );
		}
		return $clean;
	}

	/**
	 * What the screen needs to draw a gateway's form.
	 *
	 * @param PaymentGateway $gateway Gateway.
	 * @return array<string,mixed>
	 */
	private function schema( PaymentGateway $gateway ): array {
		$fields = array();
		if ( $gateway instanceof ConfigurableGateway ) {
			foreach ( GatewaySettingsFields::of( $gateway ) as $key => $field ) {
				$options = array();
				foreach ( $field['options'] as $value => $label ) {
					$options[] = array(
						'value' => (string) $value,
						'label' => $label,
					);
				}
				$fields[] = array( 'key' => $key ) + array_diff_key( $field, array( 'options' => true ) ) + array( 'options' => $options );
			}
		}
		return array(
			'default_title'       => $gateway->title(),
			'default_description' => $gateway->description(),
			'supports'            => array_values( $gateway->supports() ),
			'test'                => $gateway instanceof TestGateway,
			'fields'              => $fields,
		);
	}
}
