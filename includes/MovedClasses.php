<?php
/**
 * Old names of classes that moved.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda;

/**
 * Classes extensions may name (docs/extending.md) keep working under their old name when
 * they move into a module: plugin.php's autoloader makes the old name an alias.
 *
 * @since 0.5.0
 */
final class MovedClasses {

	/** Old name => new name. */
	public const MAP = array(
		'Rueda\Content\InvoiceLinks' => Invoices\Content\InvoiceLinks::class,
	);
}
