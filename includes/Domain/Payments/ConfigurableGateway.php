<?php
/**
 * A payment method with settings of its own.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Payments;

/**
 * Implement this instead of PaymentGateway to get a settings form in wp-admin → Rueda →
 * Settings → Payments without writing any admin code. Rueda draws the fields, checks what
 * the shop owner types against them (server side), keeps the values in the `rueda_payments`
 * option and hands them to configure() before the gateway is used.
 *
 * Each field of settings_fields() is an array:
 * - `type`: text, textarea, password, email, url, number, toggle, select, iban or bic.
 * - `label`: translated label; `help`: optional translated help under the field.
 * - `default`: the value until the owner saves one ('' or false when left out).
 * - `required`: whether it must be filled in while the gateway is enabled.
 * - `max_length`: text fields (200 when left out); `min` / `max`: numbers.
 * - `options`: select fields, value => translated label.
 * - `pattern`: text and password fields, a PCRE (with delimiters) a value must match;
 *   `pattern_message`: the translated reason shown when it does not (since 0.6.0).
 *
 * A password field's saved value is never sent back to the browser: the settings route
 * answers '' for it, and a '' sent for it keeps the saved value (since 0.6.0).
 *
 * The title and description shoppers see, whether the gateway is offered and its place
 * in the list are settings of every gateway, so they are not declared here.
 *
 * @since 0.1.0
 */
interface ConfigurableGateway extends PaymentGateway {

	/**
	 * The settings fields by key, in the order the form shows them.
	 *
	 * @return array<string,array<string,mixed>>
	 */
	public function settings_fields(): array;

	/**
	 * Receives the saved settings: every field, defaults filled in, already checked.
	 *
	 * @param array<string,mixed> $settings Values by field key.
	 */
	public function configure( array $settings ): void;
}
