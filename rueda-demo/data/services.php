<?php
/**
 * Demo catalogue: workshop services (prices in cents, IVA included).
 *
 * Services are done at the workshop, so they need no shipping. `duration_minutes` is per
 * unit: fitting four tyres with balancing and new valves books 4 × (10 + 4 + 1) = 60 minutes.
 *
 * @package RuedaDemo
 */

declare( strict_types=1 );

return array(
	array(
		'sku'               => 'SRV-MONTAJE',
		'name'              => 'Montaje de neumático',
		'short_description' => 'Desmontaje del neumático usado y montaje del nuevo en la llanta. Precio por rueda.',
		'regular_price'     => 1200,
		'max_quantity'      => 4,
		'specs'             => array( 'duration_minutes' => 10 ),
	),
	array(
		'sku'               => 'SRV-EQUILIBRADO',
		'name'              => 'Equilibrado de rueda',
		'short_description' => 'Equilibrado electrónico con contrapesos adhesivos. Precio por rueda.',
		'regular_price'     => 800,
		'max_quantity'      => 4,
		'specs'             => array( 'duration_minutes' => 4 ),
	),
	array(
		'sku'               => 'SRV-VALVULA',
		'name'              => 'Válvula nueva',
		'short_description' => 'Válvula de goma nueva al montar el neumático. Precio por rueda.',
		'regular_price'     => 300,
		'max_quantity'      => 4,
		'specs'             => array( 'duration_minutes' => 1 ),
	),
	array(
		'sku'               => 'SRV-ACEITE',
		'name'              => 'Cambio de aceite y filtro',
		'short_description' => 'Hasta 5 litros de aceite homologado por el fabricante y filtro de aceite nuevo.',
		'regular_price'     => 7900,
		'sale_price'        => 6900,
		'sold_individually' => true,
		'specs'             => array( 'duration_minutes' => 45 ),
	),
	array(
		'sku'               => 'SRV-PREITV',
		'name'              => 'Revisión pre-ITV',
		'short_description' => 'Comprobamos frenos, luces, suspensión, dirección y emisiones antes de la inspección.',
		'regular_price'     => 3500,
		'sold_individually' => true,
		'specs'             => array( 'duration_minutes' => 30 ),
	),
	array(
		'sku'               => 'SRV-ALINEACION',
		'name'              => 'Alineación de dirección',
		'short_description' => 'Alineación por láser 3D con informe antes y después.',
		'type'              => 'variable',
		'specs'             => array( 'duration_minutes' => 60 ),
		'variations'        => array(
			array(
				'sku'           => 'SRV-ALINEACION-DEL',
				'axle'          => 'Eje delantero',
				'regular_price' => 3900,
				'minutes'       => 45,
			),
			array(
				'sku'           => 'SRV-ALINEACION-AMBOS',
				'axle'          => 'Ambos ejes',
				'regular_price' => 5900,
				'minutes'       => 60,
			),
		),
	),
);
